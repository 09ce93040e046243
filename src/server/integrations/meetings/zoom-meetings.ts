import type { Meetings } from './meetings';

interface ZoomOptions {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** Tests point these at a local server. */
  oauthUrl?: string;
  apiUrl?: string;
  now?: () => number;
}

/** Well inside the outbox's claim on the event, so no other process retries a call under way. */
const timeout = () => AbortSignal.timeout(30_000);

/**
 * Zoom through a server-to-server OAuth app: an account-credentials token, kept until a
 * minute before it expires, then a scheduled meeting for the host account ("me").
 */
export function createZoomMeetings(options: ZoomOptions): Meetings {
  const oauthUrl = options.oauthUrl ?? 'https://zoom.us/oauth/token';
  const apiUrl = options.apiUrl ?? 'https://api.zoom.us/v2';
  const clock = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > clock()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await fetch(
      `${oauthUrl}?grant_type=account_credentials&account_id=${encodeURIComponent(options.accountId)}`,
      { method: 'POST', headers: { authorization: `Basic ${basic}` }, signal: timeout() },
    );
    if (!response.ok) throw new Error(`Zoom OAuth failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: clock() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  return {
    async create({ topic, startsAt, durationMinutes }) {
      const response = await fetch(`${apiUrl}/users/me/meetings`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
        },
        signal: timeout(),
        body: JSON.stringify({
          topic,
          type: 2,
          start_time: startsAt.toISOString(),
          duration: durationMinutes,
          timezone: 'Asia/Kolkata',
          settings: { join_before_host: true, waiting_room: false },
        }),
      });
      if (!response.ok) throw new Error(`Zoom meeting creation failed: ${response.status}`);
      const meeting = (await response.json()) as {
        id: number;
        password?: string;
        join_url: string;
      };
      return {
        provider: 'zoom',
        meetingId: String(meeting.id),
        meetingPassword: meeting.password ?? null,
        joinUrl: meeting.join_url,
      };
    },

    async update(meetingId, { startsAt, durationMinutes }) {
      const response = await fetch(`${apiUrl}/meetings/${encodeURIComponent(meetingId)}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
        },
        signal: timeout(),
        body: JSON.stringify({
          start_time: startsAt.toISOString(),
          duration: durationMinutes,
          timezone: 'Asia/Kolkata',
        }),
      });
      if (!response.ok) throw new Error(`Zoom meeting update failed: ${response.status}`);
    },
  };
}
