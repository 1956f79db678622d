import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProposalTemplate,
  deleteProposalTemplate,
  listProposalTemplates,
  updateProposalTemplate,
  type ProposalTemplateInput,
} from '../proposals.api';

export const proposalTemplatesKey = ['proposals', 'templates'] as const;

/** `GET /me/proposal-templates`: the signed-in company's templates, newest first. */
export function useProposalTemplates() {
  return useQuery({ queryKey: proposalTemplatesKey, queryFn: ({ signal }) => listProposalTemplates(signal) });
}

/** Saves the form as a new template, or over the one with that name (`replaceId`). */
export function useSaveProposalTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, replaceId }: { input: ProposalTemplateInput; replaceId?: string }) =>
      replaceId ? updateProposalTemplate(replaceId, input) : createProposalTemplate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalTemplatesKey }),
  });
}

export function useDeleteProposalTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProposalTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalTemplatesKey }),
  });
}
