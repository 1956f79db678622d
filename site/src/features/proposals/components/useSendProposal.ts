import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendProposal, type ProposalInput } from '../proposals.api';

/** `POST /requests/:id/proposals`; on success refreshes the jobs, proposals, requests and dashboard caches. */
export function useSendProposal(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposalInput) => sendProposal(requestId, input),
    onSuccess: () => {
      for (const key of ['jobs', 'proposals', 'requests', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
