import { json } from './answers.mjs';

/**
 * Signs one adult up through the API, agreeing to the privacy notice as the sign-up form makes
 * a person do (SIGN_UP_AGREEMENTS in src/shared/privacy.ts); the answer's body.
 */
export function signUpOne(baseUrl, { email, password, firstName, lastName }) {
  return fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // better-auth refuses a browser-less POST without the site's origin in production
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email,
      password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      adultConfirmed: true,
      noticeAgreed: true,
    }),
  }).then(json);
}

/**
 * Signs up `count` people through the API, 10 at a time (the password hash is deliberately
 * slow), as `<prefix><n>.<time>@bench.example`; returns each one's token and user id.
 */
export async function signUpMany(baseUrl, { prefix, name, count, password }) {
  const accounts = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
        signUpOne(baseUrl, {
          email: `${prefix}${start + offset}.${Date.now()}@bench.example`,
          password,
          firstName: name,
          lastName: String(start + offset),
        }),
      ),
    );
    accounts.push(...batch.map((body) => ({ token: body.token, userId: body.user.id })));
  }
  return accounts;
}
