import { createContext, useContext } from 'react';
import type { CurrentUser } from './current-user';

export type AuthStatus = 'loading' | 'ready' | 'error';

export interface UserContextValue {
  /** The signed-in user, or null for a visitor (and while loading). */
  user: CurrentUser | null;
  status: AuthStatus;
  error: Error | null;
  /** Stores the token of a new session and loads its user. */
  signIn: (token: string) => Promise<CurrentUser>;
  /** Revokes the session on the server, then forgets the token and every cached answer. */
  signOut: () => Promise<void>;
  /** Same user, new session (after a password change): swaps the token, keeps the page. */
  replaceToken: (token: string) => void;
  /** Re-fetches the current user, e.g. after the profile or role changed. */
  refresh: () => Promise<void>;
}

export const UserContext = createContext<UserContextValue | null>(null);

export function useUser(): UserContextValue {
  const value = useContext(UserContext);
  if (!value) throw new Error('useUser must be used within a UserProvider');
  return value;
}
