import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeRequest, reopenRequest } from '../requests.api';
import { invalidateRequestData } from './useRequests';

/**
 * The owner's answers after hiring: the job was done (complete) or the company did not show up
 * (reopen). Both change the request, its proposals, the dashboard and (reopen) the public jobs
 * list, so everything under those keys is refreshed.
 */
export function useRequestLifecycle(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (saved: Awaited<ReturnType<typeof completeRequest>>) => {
    invalidateRequestData(queryClient, saved);
    void queryClient.invalidateQueries({ queryKey: ['proposals'] });
  };
  // A 409 means the page was out of date (completed or reopened elsewhere): show the real state.
  const onError = () => invalidateRequestData(queryClient);
  const complete = useMutation({ mutationFn: () => completeRequest(id), onSuccess, onError });
  const reopen = useMutation({ mutationFn: () => reopenRequest(id), onSuccess, onError });
  return { complete, reopen };
}
