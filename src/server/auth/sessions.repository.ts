import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';

/** One query for a bearer token's session and its user (the hot path of every signed-in call). */
export function createSessionsRepository(db: Database) {
  // Prepared once: building the query again for every request cost more than running it.
  const byToken = db
    .select({
      expiresAt: session.expiresAt,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        image: user.image,
        profileImageUrl: user.profileImageUrl,
      },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');
  return {
    async findByToken(token: string) {
      const [row] = await byToken.execute({ token });
      return row ?? null;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
