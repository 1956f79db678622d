import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/http';
import { acceptProposal, listRequestProposals, rejectProposal, type Proposal } from '../../proposals/proposals.api';
import { requestKeys } from './useRequests';

/** Proposals received on one of the client's requests, with their company cards. */
export function useRequestProposals(requestId: string | undefined) {
  return useQuery({
    queryKey: requestKeys.proposals(requestId ?? ''),
    queryFn: ({ signal }) => listRequestProposals(requestId ?? '', signal),
    enabled: Boolean(requestId),
  });
}

/**
 * Accept or reject one proposal of the request; the list, the request and the dashboards follow.
 * Accepting hires: the other pending proposals come back declined and the request leaves /jobs.
 */
export function useRespondToProposal(requestId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (saved: Proposal) => {
    queryClient.setQueryData<{ items: Proposal[] }>(requestKeys.proposals(requestId), (current) =>
      current
        ? { items: current.items.map((p) => (p.id === saved.id ? { ...p, ...saved, company: saved.company ?? p.company } : p)) }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['proposals'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
  };
  // A 409 means the list is out of date (the company was suspended, the request closed…): reload it.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: requestKeys.proposals(requestId) });
  };
  const accept = useMutation({ mutationFn: (proposalId: string) => acceptProposal(proposalId), onSuccess, onError });
  const reject = useMutation({ mutationFn: (proposalId: string) => rejectProposal(proposalId), onSuccess, onError });
  return { accept, reject };
}
