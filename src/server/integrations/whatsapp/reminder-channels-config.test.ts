import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '#server/config.ts';

const SECRET = { BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasrat-channels-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('reminder channel configuration', () => {
  it('keeps WhatsApp messages in DATA_DIR unless the Cloud API is configured', () => {
    const dataDir = tempDir();
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir }).whatsapp).toEqual({
      kind: 'stored',
      dir: path.join(dataDir, 'whatsapp-messages'),
      templates: { reminderDay: 'session_reminder_day', reminderHour: 'session_reminder_hour' },
    });
    const cloud = loadConfig({
      ...SECRET,
      DATA_DIR: dataDir,
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE_REMINDER_HOUR: 'kasrat_hour_v3',
    });
    expect(cloud.whatsapp).toEqual({
      kind: 'cloud',
      apiUrl: 'https://graph.facebook.com/v21.0',
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      templates: { reminderDay: 'session_reminder_day', reminderHour: 'kasrat_hour_v3' },
    });
  });

  it('refuses a half-configured WhatsApp rather than keep the messages on disk in silence', () => {
    for (const partial of [
      { WHATSAPP_TOKEN: 'EAAG-token' },
      { WHATSAPP_PHONE_NUMBER_ID: '1065' },
    ]) {
      const load = () => loadConfig({ ...SECRET, DATA_DIR: tempDir(), ...partial });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
    }
    expect(() =>
      loadConfig({ ...SECRET, DATA_DIR: tempDir(), WHATSAPP_TEMPLATE_REMINDER_DAY: 'Bad Name' }),
    ).toThrow('WHATSAPP_TEMPLATE_REMINDER_DAY must be a template name');
  });

  it('generates the VAPID keys once into DATA_DIR and reuses them on the next start', () => {
    const dataDir = tempDir();
    const first = loadConfig({ ...SECRET, DATA_DIR: dataDir }).push;
    expect(first.vapid.subject).toBe('mailto:support@kasrat.in');
    // web-push accepts them as they are
    expect(() =>
      webpush.getVapidHeaders(
        'https://push.example.com',
        first.vapid.subject,
        first.vapid.publicKey,
        first.vapid.privateKey,
        'aes128gcm',
      ),
    ).not.toThrow();
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir }).push.vapid).toEqual(first.vapid);
    expect(first.allowLoopbackEndpoints).toBe(false);
    expect(
      loadConfig({ ...SECRET, DATA_DIR: dataDir, NODE_ENV: 'test' }).push.allowLoopbackEndpoints,
    ).toBe(true);
  });

  it('takes VAPID keys from the environment, both or neither', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      ...SECRET,
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://kasrat.in/contact',
    });
    expect(config.push.vapid).toEqual({ ...keys, subject: 'https://kasrat.in/contact' });
    expect(() =>
      loadConfig({ ...SECRET, DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: keys.publicKey }),
    ).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() =>
      loadConfig({
        ...SECRET,
        DATA_DIR: tempDir(),
        ...{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey },
      }),
    ).toThrow(ConfigError);
  });
});
