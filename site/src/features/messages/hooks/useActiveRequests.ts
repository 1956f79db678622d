import { useQuery } from '@tanstack/react-query';
import { listMyRequests, type MyRequestsFilters } from '../../requests/requests.api';

/** The signed-in client's active requests (the topics a client may start a conversation on). */
export function useActiveRequests(enabled: boolean) {
  return useQuery({
    queryKey: ['requests', 'mine', 'active-for-messages'],
    queryFn: ({ signal }) => {
      // The API reduces a larger page size to its maximum.
      const filters: MyRequestsFilters = { status: 'active', page: 1, pageSize: 50, sort: 'newest' };
      return listMyRequests(filters, signal);
    },
    enabled,
    staleTime: 60_000,
    select: (page) => page.items.filter((r) => r.status === 'active').map((r) => ({ id: r.id, title: r.title })),
  });
}

/** A browser-made uuid for `clientMessageId` (crypto.randomUUID needs a secure context). */
export function newClientMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
