import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../../api/http';

/** The account's mail switches (issue 22): `GET/PUT /me/notification-preferences`, and the mails' unsubscribe link. */
export type NotificationPreference = Schemas['NotificationPreferenceDto'];
export type NotificationKind = NotificationPreference['kind'];
type Update = ApiRequestBody<'/api/me/notification-preferences', 'put'>;

export const notificationPreferencesKey = ['me', 'notification-preferences'] as const;

const getPreferences = (signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/me/notification-preferences', 'get'>>('/me/notification-preferences', { signal });

const savePreferences = (body: Update) =>
  http.put<ApiResponse<'/api/me/notification-preferences', 'put'>>('/me/notification-preferences', body);

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationPreferencesKey, queryFn: ({ signal }) => getPreferences(signal) });
}

/** One switch at a time; the answer (all the switches) replaces the cached list. */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) => savePreferences({ preferences: [{ kind, enabled }] }),
    onSuccess: (data) => queryClient.setQueryData(notificationPreferencesKey, data),
  });
}

/** `POST /notifications/unsubscribe` with the mail link's token: no session needed; 404 for a bad token. */
export const unsubscribeWithToken = (token: string) =>
  http.post<ApiResponse<'/api/notifications/unsubscribe', 'post'>>('/notifications/unsubscribe', { token });
