import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profileOf = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/profile', token })).json().data;

describe('profile', () => {
  it('saves the profile fields and shows them everywhere', async () => {
    const { token, email } = await ctx.signUp({ firstName: 'Meera', lastName: 'Iyer' });
    const response = await ctx.request({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: {
        firstName: 'Meera',
        lastName: 'Krishnan',
        phone: '+91 98765 43210',
        dateOfBirth: '1994-08-15',
        city: 'Chennai',
        gender: 'female',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.profileSaved);
    const expected = {
      firstName: 'Meera',
      lastName: 'Krishnan',
      email,
      phone: '+91 98765 43210',
      dateOfBirth: '1994-08-15',
      city: 'Chennai',
      gender: 'female',
      isTrainer: false,
      userType: 'user',
    };
    expect(await profileOf(token)).toMatchObject(expected);
    const users = await ctx.request({ method: 'GET', url: '/api/users/profile', token });
    expect(users.json().data).toMatchObject(expected);
    const current = await ctx.request({ method: 'GET', url: '/api/auth/profile', token });
    expect(current.json().data).toMatchObject({ fullName: 'Meera Krishnan', city: 'Chennai' });
  });

  it('keeps or removes the uploaded photo but never takes a new address', async () => {
    const { token } = await ctx.signUp();
    const removed = await ctx.request({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: { firstName: 'Asha', profileImageUrl: null },
    });
    expect(removed.statusCode).toBe(200);
    expect(await profileOf(token)).toMatchObject({ profileImageUrl: null });
  });

  it('clears optional fields sent empty', async () => {
    const { token } = await ctx.signUp();
    await ctx.request({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: { firstName: 'Asha', city: 'Pune' },
    });
    await ctx.request({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: { firstName: 'Asha', city: '', gender: '' },
    });
    expect(await profileOf(token)).toMatchObject({ city: null, gender: null });
  });

  it.each([
    [{ firstName: '' }, 'firstName', MESSAGES.firstNameRequired],
    [{ firstName: 'Asha', phone: 'call me' }, 'phone', MESSAGES.invalidPhone],
    [{ firstName: 'Asha', dateOfBirth: '1994-02-30' }, 'dateOfBirth', MESSAGES.invalidDateOfBirth],
    [{ firstName: 'Asha', gender: 'robot' }, 'gender', MESSAGES.invalidGender],
    [{ firstName: 'Asha', email: 'new@example.in' }, 'body', MESSAGES.unknownFields(['email'])],
    [{ firstName: 42 }, 'firstName', undefined],
    [
      { firstName: 'Asha\r\nBcc: everyone@example.in' },
      'firstName',
      MESSAGES.nameHasControlCharacters,
    ],
    [{ firstName: 'Asha', lastName: 'Verma\nX' }, 'lastName', MESSAGES.nameHasControlCharacters],
    [{ firstName: 'Asha', city: 'Pune\r\nBcc: x' }, 'city', MESSAGES.nameHasControlCharacters],
    [
      { firstName: 'Asha', profileImageUrl: 'https://evil.example/x.png' },
      'profileImageUrl',
      MESSAGES.imageMustBeUploaded,
    ],
  ])('refuses %j and changes nothing', async (payload, field, message) => {
    const { token } = await ctx.signUp({ firstName: 'Unchanged' });
    const before = await profileOf(token);
    const response = await ctx.request({ method: 'PUT', url: '/api/profile', token, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.message).toBe(message);
    expect(await profileOf(token)).toEqual(before);
  });
});

describe('become a trainer', () => {
  it('records the terms acceptance and makes the user a trainer', async () => {
    const { token, userId } = await ctx.signUp();
    ctx.clock.set('2026-03-05T06:00:00.000Z');
    const response = await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.becomeTrainerSuccess });

    const current = (await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).json()
      .data;
    expect(current).toMatchObject({ isTrainer: true, userType: 'trainer' });
    expect(current.trainerId).toEqual(expect.any(String));

    const rows = await ctx.database.db.query.termsAcceptance.findMany({
      where: (table, { eq }) => eq(table.userId, userId),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        document: 'trainer-terms',
        version: '2.0',
        acceptedAt: new Date('2026-03-05T06:00:00.000Z'),
      }),
    ]);
  });

  it('is idempotent for an existing trainer', async () => {
    const { token, userId } = await ctx.signUp();
    await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token });
    const again = await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token });
    expect(again.json()).toEqual({ success: true, message: MESSAGES.alreadyTrainer });
    const rows = await ctx.database.db.query.termsAcceptance.findMany({
      where: (table, { eq }) => eq(table.userId, userId),
    });
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown fields in the body', async () => {
    const { token } = await ctx.signUp();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/become-trainer',
      token,
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    const current = (await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).json()
      .data;
    expect(current.isTrainer).toBe(false);
  });
});
