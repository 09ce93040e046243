import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gender, Role } from '../../../../shared/catalog';
import { apiRequest } from '../../../lib/api-client';

export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  city: string | null;
  gender: Gender | null;
  profileImageUrl: string | null;
  isTrainer: boolean;
  userType: Role;
}

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const response = await apiRequest<{ success: boolean; data: UserProfile }>('/profile', {
    signal,
  });
  return response.data;
}

export const profileKey = ['profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
