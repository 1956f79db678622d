import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';

import { moderate, type ModerationBody } from './moderationApi';

interface Options {
  resource: 'companies' | 'users';
  action: string;
  success: string;
  /** The spec's failure text (section 8, 'Moderation'); the server's reason follows when it gives one. */
  failure: string;
  onDone?: () => void;
}

/**
 * One moderation action: calls the API, notifies in Spanish and refreshes the page's data (the
 * record, its list and the audit history).
 */
export function useModeration<T extends { id: string }>({ resource, action, success, failure, onDone }: Options) {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: ModerationBody }) => moderate<T>(resource, id, action, body),
    onSuccess: () => {
      notify(success, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      void queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
      refresh();
      onDone?.();
    },
    onError: (error: unknown) => {
      const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
      notify(`${failure}${detail}`, { type: 'error' });
    },
  });
}
