import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZoomMeetings } from './zoom-meetings';

let server: Server;
let base: string;
let tokenRequests = 0;
let lastMeeting: {
  method?: string;
  url?: string;
  authorization?: string;
  body?: Record<string, unknown>;
} = {};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/oauth/token')) {
      tokenRequests += 1;
      response.end(JSON.stringify({ access_token: `token-${tokenRequests}`, expires_in: 3600 }));
      return;
    }
    lastMeeting = {
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(text),
    };
    response.statusCode = 201;
    response.end(
      JSON.stringify({
        id: 81234567890,
        password: 'k4sr4t',
        join_url: 'https://zoom.us/j/81234567890',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('Zoom meetings (server-to-server OAuth)', () => {
  it('schedules a meeting in IST and reuses the token until it expires', async () => {
    let clock = 0;
    const zoom = createZoomMeetings({
      accountId: 'acc',
      clientId: 'id',
      clientSecret: 'secret',
      oauthUrl: `${base}/oauth/token`,
      apiUrl: base,
      now: () => clock,
    });
    const startsAt = new Date('2026-03-04T01:30:00.000Z');
    const meeting = await zoom.create({ topic: 'Online Training', startsAt, durationMinutes: 60 });
    expect(meeting).toEqual({
      provider: 'zoom',
      meetingId: '81234567890',
      meetingPassword: 'k4sr4t',
      joinUrl: 'https://zoom.us/j/81234567890',
    });
    expect(lastMeeting.authorization).toBe('Bearer token-1');
    expect(lastMeeting.body).toMatchObject({
      start_time: '2026-03-04T01:30:00.000Z',
      duration: 60,
      timezone: 'Asia/Kolkata',
    });
    await zoom.create({ topic: 'again', startsAt, durationMinutes: 60 });
    expect(tokenRequests).toBe(1);
    clock = 3_600_000;
    await zoom.create({ topic: 'later', startsAt, durationMinutes: 60 });
    expect(tokenRequests).toBe(2);
  });

  it('moves a meeting to its session’s new time with PATCH, keeping its link', async () => {
    const zoom = createZoomMeetings({
      accountId: 'acc',
      clientId: 'id',
      clientSecret: 'secret',
      oauthUrl: `${base}/oauth/token`,
      apiUrl: base,
      now: () => 0,
    });
    await zoom.update('81234567890', {
      startsAt: new Date('2026-03-05T12:30:00.000Z'),
      durationMinutes: 60,
    });
    expect(lastMeeting).toMatchObject({
      method: 'PATCH',
      url: '/meetings/81234567890',
      body: { start_time: '2026-03-05T12:30:00.000Z', duration: 60, timezone: 'Asia/Kolkata' },
    });
  });
});
