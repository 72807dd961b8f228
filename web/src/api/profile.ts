import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse, ProfileUpdateInput } from '@flowmind/core/contracts/profile';
import { apiFetch, apiSend } from '../lib/api';
import { invalidatesAfter, queryKeys } from '../lib/query-keys';
import { updateCachedMe } from '../lib/session';

/** The profile screen's data (GET /api/v1/profile). */
export async function fetchProfile(): Promise<Profile> {
  const { profile } = await apiFetch<ProfileResponse>('/api/v1/profile');
  return profile;
}

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile.details,
  queryFn: fetchProfile,
  staleTime: 30_000,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Saves what Edit Profile changed (PATCH /api/v1/profile); the answer is the saved, normalised profile. */
export async function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  const { profile } = await apiSend<ProfileResponse>('PATCH', '/api/v1/profile', input);
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    ...invalidatesAfter(queryClient, 'profile_changed'),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      updateCachedMe(queryClient, {
        name: profile.name,
        firstName: profile.firstName,
        lastName: profile.lastName,
        coachId: profile.coachId,
      });
    },
  });
}
