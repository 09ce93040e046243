import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, trainer, user } from '../db/schema';

const sessionUser = {
  id: user.id,
  email: user.email,
  name: user.name,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  image: user.image,
  profileImageUrl: user.profileImageUrl,
  // A trainer's own pages need only the profile's id: read here, it costs them no round trip.
  trainerId: trainer.id,
};

/** Bearer sessions and their users by primary key (the hot path of every signed-in call). */
export function createSessionsRepository(db: Database) {
  // Prepared once: building the query again for every request cost more than running it.
  const byToken = db
    .select({ expiresAt: session.expiresAt, user: sessionUser })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(trainer, eq(trainer.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');
  const userById = db
    .select(sessionUser)
    .from(user)
    .leftJoin(trainer, eq(trainer.userId, user.id))
    .where(eq(user.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user_by_id');
  return {
    async findByToken(token: string) {
      const [row] = await byToken.execute({ token });
      return row ?? null;
    },
    async findUser(id: string) {
      const [row] = await userById.execute({ id });
      return row ?? null;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
export type SessionUserRow = NonNullable<Awaited<ReturnType<SessionsRepository['findUser']>>>;

/** Whose session a token is and until when: from the database, or from better-auth's storage. */
export interface SessionLookup {
  findByToken(token: string): Promise<{ expiresAt: Date; user: SessionUserRow } | null>;
}
