import type { ApiRequestBody, ApiResponse } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** The signed-in user's own profile (`GET /me/profile`). */
export type Profile = ApiResponse<'/api/me/profile', 'get'>;

/** Editable fields; an empty string clears an optional one. */
export type ProfileUpdate = ApiRequestBody<'/api/me/profile', 'patch'>;

export const getProfile = (signal?: AbortSignal) => http.get<Profile>('/me/profile', { signal });

export const updateProfile = (input: ProfileUpdate) => http.patch<ApiResponse<'/api/me/profile', 'patch'>>('/me/profile', input);
