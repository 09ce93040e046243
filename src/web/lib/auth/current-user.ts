import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/account-schemas.ts';
import { textOf } from '#shared/catalogue.ts';
import { localeOfPath } from '#shared/locale.ts';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { ApiError, apiRequest } from '../api-client';

export type { CurrentUser };

interface CurrentUserResponse {
  success: boolean;
  data?: CurrentUser;
}

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const response = await apiRequest<CurrentUserResponse>('/auth/profile', { signal });
  if (!response?.success || !response.data) {
    console.warn('The profile response was not successful; no user data is available.');
    const { fetchProfileFailed } = textOf(
      SHELL_TEXT,
      localeOfPath(globalThis.location?.pathname ?? '/'),
    );
    throw new ApiError(fetchProfileFailed, 200);
  }
  return response.data;
}

export const currentUserKey = ['auth', 'current-user'] as const;

/** Fetched once per session (per token); `refresh` in the user context forces a re-fetch. */
export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...currentUserKey, token] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The name the navbar shows: the first name, else the part of the e-mail before the @. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName.trim() || user.email.split('@')[0] || user.email;
}
