import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES as M } from '#shared/reminder-messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

const settings = (token: string) =>
  ctx.request({ method: 'GET', url: '/api/me/notifications', token });
const put = (token: string, payload: object) =>
  ctx.request({ method: 'PUT', url: '/api/me/notifications', token, payload });
const subscribe = (token: string, endpoint: string, keys = { p256dh: P256DH, auth: AUTH }) =>
  ctx.request({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    token,
    payload: { endpoint, keys },
  });

describe('reminder settings API', () => {
  it('starts with e-mail only and the VAPID public key the browser subscribes with', async () => {
    const { token } = await ctx.signUp();
    const response = await settings(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email: true,
      whatsapp: false,
      whatsappNumber: null,
      whatsappOptedInAt: null,
      push: false,
      pushDevices: 0,
      vapidPublicKey: ctx.config.push.vapid.publicKey,
    });
    expect(ctx.config.push.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('records the WhatsApp opt-in with its instant and number, and clears it when turned off', async () => {
    const { token } = await ctx.signUp();
    const on = await put(token, {
      email: false,
      whatsapp: true,
      whatsappNumber: '098765 43210',
      push: false,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(M.preferencesSaved);
    expect(on.json().data).toMatchObject({
      email: false,
      whatsapp: true,
      whatsappNumber: '+919876543210',
      whatsappOptedInAt: '2026-03-02T04:30:00.000Z',
    });

    // saved again later with the same number: the opt-in keeps its first instant
    ctx.clock.set('2026-03-03T04:30:00.000Z');
    const again = await put(token, { email: true, whatsapp: true, push: false });
    expect(again.json().data.whatsappOptedInAt).toBe('2026-03-02T04:30:00.000Z');
    // a new number is a new opt-in
    const moved = await put(token, {
      email: true,
      whatsapp: true,
      whatsappNumber: '+91 91234 56789',
      push: false,
    });
    expect(moved.json().data).toMatchObject({
      whatsappNumber: '+919123456789',
      whatsappOptedInAt: '2026-03-03T04:30:00.000Z',
    });

    const off = await put(token, { email: true, whatsapp: false, push: false });
    expect(off.json().data).toMatchObject({
      whatsapp: false,
      whatsappNumber: '+919123456789',
      whatsappOptedInAt: null,
    });
    ctx.clock.set('2026-03-02T04:30:00.000Z');
  });

  it("takes the profile's phone as the WhatsApp number when none is given", async () => {
    const { token } = await ctx.signUp();
    const noPhone = await put(token, { email: true, whatsapp: true, push: false });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe(M.whatsappNumberRequired);

    await ctx.request({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: { firstName: 'Asha', phone: '+91 98200 12345' },
    });
    const fromProfile = await put(token, { email: true, whatsapp: true, push: false });
    expect(fromProfile.statusCode).toBe(200);
    expect(fromProfile.json().data.whatsappNumber).toBe('+919820012345');
  });

  it.each([
    [
      { email: true, whatsapp: true, whatsappNumber: '+44 7700 900123', push: false },
      M.whatsappNumberInvalid,
    ],
    [
      { email: true, whatsapp: true, whatsappNumber: '12345', push: false },
      M.whatsappNumberInvalid,
    ],
    [
      { email: true, whatsapp: true, whatsappNumber: '+91 5876543210', push: false },
      M.whatsappNumberInvalid,
    ],
    [{ email: 'yes', whatsapp: false, push: false }, undefined],
    [{ email: true, whatsapp: false }, undefined],
    [{ email: true, whatsapp: false, push: false, userId: 'someone-else' }, undefined],
  ])('refuses %j with a 400 and changes nothing', async (payload, message) => {
    const { token } = await ctx.signUp();
    const response = await put(token, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect((await settings(token)).json().data).toMatchObject({ email: true, whatsapp: false });
  });

  it('needs a signed-in person', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(
      401,
    );
    const response = await ctx.request({
      method: 'PUT',
      url: '/api/me/notifications',
      payload: { email: false, whatsapp: false, push: false },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps push subscriptions per person: upsert by endpoint, push on, delete only their own', async () => {
    const asha = await ctx.signUp();
    const ravi = await ctx.signUp();
    const endpoint = 'https://push.example.com/send/abc123';
    const created = await subscribe(asha.token, endpoint);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ push: true, pushDevices: 1 });
    expect((await subscribe(asha.token, endpoint)).json().data.pushDevices).toBe(1);

    // someone else cannot remove it
    const foreign = await ctx.request({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      token: ravi.token,
      payload: { endpoint },
    });
    expect(foreign.statusCode).toBe(200);
    expect((await settings(asha.token)).json().data.pushDevices).toBe(1);

    const removed = await ctx.request({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      token: asha.token,
      payload: { endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.pushDevices).toBe(0);
  });

  it('moves a subscription the browser replaced to its new endpoint, for the same person', async () => {
    const asha = await ctx.signUp();
    const oldEndpoint = 'https://push.example.com/send/old-secret-1';
    const newEndpoint = 'https://push.example.com/send/new-secret-1';
    await subscribe(asha.token, oldEndpoint);
    const renew = (from: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/push-subscriptions/renewal',
        payload: {
          oldEndpoint: from,
          subscription: { endpoint: newEndpoint, keys: { p256dh: P256DH, auth: AUTH } },
        },
      });
    const renewed = await renew(oldEndpoint);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(M.pushRenewed);
    expect((await settings(asha.token)).json().data).toMatchObject({ push: true, pushDevices: 1 });

    // the old address is no longer a key to anything
    const again = await renew(oldEndpoint);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.pushRenewalUnknown);
    const removed = await ctx.request({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      token: asha.token,
      payload: { endpoint: newEndpoint },
    });
    expect(removed.json().data.pushDevices).toBe(0);
  });

  it.each([
    ['http://push.example.com/send/1', M.pushEndpointInvalid],
    ['not a url', M.pushEndpointInvalid],
    ['javascript:alert(1)', M.pushEndpointInvalid],
    ['https://user:pw@push.example.com/x', M.pushEndpointInvalid],
    [`https://push.example.com/${'a'.repeat(2100)}`, M.pushEndpointInvalid],
  ])('refuses the endpoint %s', async (endpoint, message) => {
    const { token } = await ctx.signUp();
    const response = await subscribe(token, endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await settings(token)).json().data).toMatchObject({ push: false, pushDevices: 0 });
  });

  it.each([
    [{ p256dh: 'B'.repeat(86), auth: AUTH }],
    [{ p256dh: P256DH, auth: 'A'.repeat(21) }],
    [{ p256dh: `${'A'.repeat(86)}+`, auth: AUTH }],
  ])('refuses keys of the wrong length or alphabet: %j', async (keys) => {
    const { token } = await ctx.signUp();
    const response = await subscribe(token, 'https://push.example.com/send/k', keys);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.pushKeysInvalid);
  });

  it(`keeps a person's ${PUSH_SUBSCRIPTIONS_PER_USER} newest browsers`, async () => {
    const { token } = await ctx.signUp();
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER + 3; i += 1) {
      ctx.clock.set(new Date(Date.parse('2026-03-02T04:30:00.000Z') + i * 1000));
      expect((await subscribe(token, `https://push.example.com/send/many-${i}`)).statusCode).toBe(
        201,
      );
    }
    expect((await settings(token)).json().data.pushDevices).toBe(PUSH_SUBSCRIPTIONS_PER_USER);
    ctx.clock.set('2026-03-02T04:30:00.000Z');
  });
});
