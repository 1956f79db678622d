import type { Schemas } from '@rutalia/api-contract';

import { ADMIN_API_URL, httpClient } from '../../dataProvider';

/** What suspending takes (the other actions take no body). */
export type ModerationBody = Schemas['SuspensionDto'];

/**
 * `POST /api/admin/<resource>/:id/<action>` (suspend, reactivate): the server
 * answers the updated record, which the caller puts back into react-admin's cache.
 */
export async function moderate<T>(resource: 'companies' | 'users', id: string, action: string, body?: ModerationBody): Promise<T> {
  const { json } = await httpClient(`${ADMIN_API_URL}/${resource}/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}
