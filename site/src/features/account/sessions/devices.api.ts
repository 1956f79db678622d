import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../../api/http';

/** «Dispositivos conectados» (issue 22): `GET /auth/devices`, `DELETE /auth/devices/:id`, `POST /auth/devices/revoke-others`. */
export type Device = Schemas['DeviceDto'];

export const devicesKey = ['me', 'devices'] as const;

const getDevices = (signal?: AbortSignal) => http.get<ApiResponse<'/api/auth/devices', 'get'>>('/auth/devices', { signal });

export function useDevices() {
  return useQuery({ queryKey: devicesKey, queryFn: ({ signal }) => getDevices(signal) });
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/auth/devices/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useRevokeOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<ApiResponse<'/api/auth/devices/revoke-others', 'post'>>('/auth/devices/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
