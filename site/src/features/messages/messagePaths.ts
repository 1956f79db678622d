import { paths } from '../../paths';

/** `/messages?with={userId}[&request={requestId}]`: the messages page open on one conversation. */
export function conversationPath(otherUserId: string, requestId: string | null | undefined): string {
  const params = new URLSearchParams({ with: otherUserId });
  if (requestId) params.set('request', requestId);
  return `${paths.messages}?${params.toString()}`;
}
