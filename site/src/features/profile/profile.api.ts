import { http } from '../../api/http';

/** The signed-in user's own profile (`GET /me/profile`). */
export type Profile = {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  userType: string;
  createdAt: string;
};

/** Editable fields; an empty string clears an optional one. */
export type ProfileUpdate = Partial<Pick<Profile, 'fullName' | 'phone' | 'address' | 'city' | 'province' | 'postalCode'>>;

export const getProfile = (signal?: AbortSignal) => http.get<Profile>('/me/profile', { signal });

export const updateProfile = (input: ProfileUpdate) => http.patch<Profile>('/me/profile', input);
