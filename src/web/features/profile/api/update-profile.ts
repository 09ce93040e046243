import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '#shared/account-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { profileKey, type UserProfile } from './get-profile';

/** Sends the editable fields; the e-mail is not editable and is never sent. */
export async function updateProfile(changes: ProfileUpdate): Promise<UserProfile> {
  const response = await apiRequest<{ success: boolean; data: UserProfile }>('/profile', {
    method: 'PUT',
    body: changes,
  });
  return response.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
