// People written straight into a bench's scratch PostgreSQL database, each with a session, for
// benches whose subject is not signing up. Through the API each costs the deliberately slow
// password hash (about 100 ms of CPU): the chat bench's thousand took 52 s of a CI run. One hash,
// made with better-auth's own function, serves them all, so each can still sign in with the
// password; a session's token is signed by the server's own function, as sign-in signs it.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { openPostgres } from './bench-database.mjs';
import { importSource } from './project-source.mjs';

/**
 * Inserts an adult account per e-mail (`firstName`, numbered surnames), with `password` and a
 * session of today; returns each one's id and signed bearer token, in the e-mails' order.
 */
export async function insertSignedInAccounts(url, { emails, firstName, password, secret }) {
  const { SESSION_SECONDS, signedSessionToken } = await importSource(
    'src/server/auth/bearer-session.ts',
  );
  const hash = await hashPassword(password);
  const ids = emails.map(() => randomUUID());
  const tokens = emails.map(() => randomBytes(24).toString('base64url'));
  const database = await openPostgres(url);
  try {
    await database.query(
      `insert into "user" (id, name, email, first_name, last_name, adult_confirmed_at)
       select id, $3 || ' ' || n, email, $3, n::text, now()
       from unnest($1::text[], $2::text[]) with ordinality as t(id, email, n)`,
      [ids, emails, firstName],
    );
    await database.query(
      `insert into account (id, account_id, provider_id, user_id, password)
       select gen_random_uuid()::text, id, 'credential', id, $2 from unnest($1::text[]) as t(id)`,
      [ids, hash],
    );
    await database.query(
      `insert into session (id, token, user_id, expires_at)
       select gen_random_uuid()::text, token, id, now() + make_interval(secs => $3)
       from unnest($1::text[], $2::text[]) as t(id, token)`,
      [ids, tokens, SESSION_SECONDS],
    );
  } finally {
    await database.close();
  }
  return ids.map((id, index) => ({ id, token: signedSessionToken(tokens[index], secret) }));
}
