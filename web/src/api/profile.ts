import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse, ProfileUpdateInput } from '@flowmind/core/contracts/profile';
import { apiFetch } from '../lib/api';
import { invalidatesAfter, queryKeys } from '../lib/query-keys';
import type { Me } from '../lib/session';

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
  const { profile } = await apiFetch<ProfileResponse>('/api/v1/profile', {
    method: 'PATCH',
    body: JSON.stringify(input),
  });
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    ...invalidatesAfter(queryClient, 'profile_changed'),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      // The top bar, greeting and Chat tab read the session's copy of the name and coach.
      queryClient.setQueryData<Me | null>(queryKeys.me, (me) =>
        me
          ? {
              ...me,
              name: profile.name,
              firstName: profile.firstName,
              lastName: profile.lastName,
              coachId: profile.coachId,
            }
          : me,
      );
    },
  });
}
