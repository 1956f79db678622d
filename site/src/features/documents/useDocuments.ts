import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDocument, getMyDocuments, uploadDocument } from './documents.api';

export const documentsKeys = {
  mine: ['me', 'documents'] as const,
};

export function useMyDocuments() {
  return useQuery({ queryKey: documentsKeys.mine, queryFn: ({ signal }) => getMyDocuments(signal) });
}

/** Upload or delete, then read the list again (statuses and badges come from the server). */
export function useDocumentMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKeys.mine });
  const upload = useMutation({ mutationFn: uploadDocument, onSuccess: refresh });
  const remove = useMutation({ mutationFn: deleteDocument, onSuccess: refresh });
  return { upload, remove };
}
