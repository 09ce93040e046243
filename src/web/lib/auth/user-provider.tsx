import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiRequest, onUnauthorized } from '../api-client';
import { currentUserKey, currentUserQueryOptions } from './current-user';
import { tokenStore } from './token-store';
import { UserContext, type UserContextValue } from './user-context';

const serverToken = () => null;

export function UserProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, serverToken);
  const query = useQuery(currentUserQueryOptions(token));

  useEffect(() => onUnauthorized(() => queryClient.clear()), [queryClient]);

  const signIn = useCallback(
    async (newToken: string) => {
      queryClient.clear();
      tokenStore.set(newToken);
      return queryClient.fetchQuery(currentUserQueryOptions(newToken));
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    if (tokenStore.get()) {
      await apiRequest('/auth/sign-out', { method: 'POST' }).catch(() => {
        // The token is forgotten below either way; an unreachable server cannot keep us signed in.
      });
    }
    tokenStore.clear();
    queryClient.clear();
  }, [queryClient]);

  const replaceToken = useCallback(
    (newToken: string) => {
      const user = queryClient.getQueryData(currentUserQueryOptions(tokenStore.get()).queryKey);
      if (user) queryClient.setQueryData(currentUserQueryOptions(newToken).queryKey, user);
      tokenStore.set(newToken);
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: currentUserKey });
  }, [queryClient]);

  const value = useMemo<UserContextValue>(() => {
    if (token === null) {
      return { user: null, status: 'ready', error: null, signIn, signOut, replaceToken, refresh };
    }
    if (query.data) {
      return {
        user: query.data,
        status: 'ready',
        error: null,
        signIn,
        signOut,
        replaceToken,
        refresh,
      };
    }
    if (query.isError) {
      return {
        user: null,
        status: 'error',
        error: query.error,
        signIn,
        signOut,
        replaceToken,
        refresh,
      };
    }
    return { user: null, status: 'loading', error: null, signIn, signOut, replaceToken, refresh };
  }, [token, query.data, query.isError, query.error, signIn, signOut, replaceToken, refresh]);

  return <UserContext value={value}>{children}</UserContext>;
}
