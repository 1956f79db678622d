import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../auth/session';
import { getProfile, updateProfile, type Profile, type ProfileUpdate } from './profile.api';

export const profileQueryKey = ['me', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

/** Saves the profile; the cache and the name shown in the header follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(input),
    onSuccess: (saved: Profile | undefined, input) => {
      if (saved && typeof saved === 'object' && 'id' in saved) queryClient.setQueryData(profileQueryKey, saved);
      else void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      const fullName = saved?.fullName ?? input.fullName;
      if (fullName) sessionStore.updateUser({ fullName });
    },
  });
}
