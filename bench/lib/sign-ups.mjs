import { json } from './answers.mjs';

/**
 * Signs up `count` people through the API, 10 at a time (the password hash is deliberately
 * slow), as `<prefix><n>.<time>@bench.example`; returns each one's token and user id.
 */
export async function signUpMany(baseUrl, { prefix, name, count, password }) {
  const accounts = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
        fetch(`${baseUrl}/api/auth/sign-up/email`, {
          method: 'POST',
          // better-auth refuses a browser-less POST without the site's origin in production
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({
            email: `${prefix}${start + offset}.${Date.now()}@bench.example`,
            password,
            name: `${name} ${start + offset}`,
            firstName: name,
            lastName: String(start + offset),
          }),
        }).then(json),
      ),
    );
    accounts.push(...batch.map((body) => ({ token: body.token, userId: body.user.id })));
  }
  return accounts;
}
