import type { ChangeFeed } from '../db/change-feed';
import type { SessionsRepository } from './sessions.repository';

type Found = NonNullable<Awaited<ReturnType<SessionsRepository['findByToken']>>>;

/** Enough for every client signed in to one process within a day; the oldest go first. */
const MAX_SESSIONS = 50_000;

/**
 * Bearer sessions and their users remembered in memory, kept in step by the change feed: any
 * change to a user or to one of their sessions (sign-out, the daily extension, a new role)
 * forgets that user's sessions before the next request is answered. A burst of signed-in
 * requests then shares one look at the change notes instead of a query each (decision 0007).
 */
export function createSessionCache(
  repository: SessionsRepository,
  feed: ChangeFeed,
): SessionsRepository {
  const sessions = new Map<string, Found>();
  const tokensOfUser = new Map<string, Set<string>>();
  /** Counts the looks that forgot something: an answer read across one is not kept. */
  let forgettings = 0;

  function forget(token: string) {
    const found = sessions.get(token);
    if (!found) return;
    sessions.delete(token);
    const tokens = tokensOfUser.get(found.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(found.user.id);
  }

  feed.subscribe('user', {
    reset() {
      sessions.clear();
      tokensOfUser.clear();
      forgettings++;
    },
    apply(userIds) {
      for (const userId of userIds) {
        for (const token of tokensOfUser.get(userId) ?? []) forget(token);
      }
      forgettings++;
    },
  });

  return {
    async findByToken(token: string) {
      await feed.upToDate();
      const remembered = sessions.get(token);
      if (remembered) return remembered;
      const before = forgettings;
      const found = await repository.findByToken(token);
      // A change applied while this read was under way may be newer than what it read.
      if (found && forgettings === before) {
        if (sessions.size >= MAX_SESSIONS) forget(sessions.keys().next().value!);
        sessions.set(token, found);
        const tokens = tokensOfUser.get(found.user.id);
        if (tokens) tokens.add(token);
        else tokensOfUser.set(found.user.id, new Set([token]));
      }
      return found;
    },
  };
}
