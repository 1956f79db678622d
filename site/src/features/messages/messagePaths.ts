import { paths } from '../../paths';

/** `/messages?with={userId}[&request={requestId}]`: the messages page open on one conversation. */
export function conversationPath(otherUserId: string, requestId: string | null | undefined): string {
  const params = new URLSearchParams({ with: otherUserId });
  if (requestId) params.set('request', requestId);
  return `${paths.messages}?${params.toString()}`;
}

/**
 * `/messages?company={companyId}[&request={requestId}]`: the conversation with a company (started
 * when there is none yet), about that request when given (e.g. from an accepted proposal).
 */
export function companyConversationPath(companyId: string, requestId?: string | null): string {
  const params = new URLSearchParams({ company: companyId });
  if (requestId) params.set('request', requestId);
  return `${paths.messages}?${params.toString()}`;
}
