import type { Auth } from './better-auth';
import type { SessionLookup, SessionsRepository } from './sessions.repository';

/**
 * With Redis, better-auth keeps sessions there and not in the database, so a token is read
 * through better-auth's own lookup (one key, and its check of sessions revoked in bulk). The
 * user comes from the database by id: better-auth's copy of the user beside the session does
 * not see changes we write ourselves (a new role, a new name).
 */
export function createStoredSessionLookup(auth: Auth, users: SessionsRepository): SessionLookup {
  return {
    async findByToken(token) {
      const found = await (await auth.$context).internalAdapter.findSession(token);
      if (!found) return null;
      const user = await users.findUser(found.session.userId);
      return user ? { expiresAt: new Date(found.session.expiresAt), user } : null;
    },
  };
}
