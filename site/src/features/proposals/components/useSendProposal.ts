import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entitlementsQueryKey } from '../../entitlements/useEntitlements';
import { sendProposal, type ProposalInput } from '../proposals.api';

/** `POST /requests/:id/proposals`; on success refreshes the jobs, proposals, requests and dashboard caches (and the plan's usage either way). */
export function useSendProposal(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposalInput) => sendProposal(requestId, input),
    onSuccess: () => {
      for (const key of ['jobs', 'proposals', 'requests', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
    // Sent or refused for the plan's limit: the month's count changed (or was stale).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: entitlementsQueryKey }),
  });
}
