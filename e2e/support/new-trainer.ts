import { expect } from 'vitest';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';

interface NewTrainer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new trainer made through the API (sign-up, then the terms accepted), with nothing filled in. */
export async function newTrainer(baseUrl: string, trainer: NewTrainer) {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      ...trainer,
      name: `${trainer.firstName} ${trainer.lastName}`,
      ...SIGN_UP_AGREEMENTS,
    }),
  });
  expect(signUp.status).toBe(200);
  const { token } = (await signUp.json()) as { token: string };
  const became = await fetch(`${baseUrl}/api/auth/become-trainer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(became.status).toBe(200);
}
