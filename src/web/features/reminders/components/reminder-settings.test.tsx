import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { NotificationSettings } from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES } from '#shared/reminder-messages.ts';
import { REMINDER_SETTINGS_MESSAGES as TEXT } from '#shared/reminder-settings-messages.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { ReminderSettings } from './reminder-settings';

// A P-256 public key's 65 bytes, base64url, as GET /api/me/notifications gives it.
const VAPID_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.test/send/abc';
const KEYS = { p256dh: `B${'B'.repeat(86)}`, auth: 'C'.repeat(22) };

const settings = (changes: Partial<NotificationSettings> = {}): NotificationSettings => ({
  email: true,
  whatsapp: false,
  whatsappNumber: null,
  whatsappOptedInAt: null,
  push: false,
  pushDevices: 0,
  vapidPublicKey: VAPID_KEY,
  ...changes,
});

function renderSettings() {
  return renderWithProviders(
    <ReminderSettings email="asha@example.com" profilePhone="98765 43210" />,
  );
}

/**
 * A browser with push: the permission prompt's answer, a service worker and its push manager.
 * `subscribed` starts the device with a subscription.
 */
function browserWithPush({
  answer = 'granted',
  subscribed = false,
}: {
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}) {
  let permission: NotificationPermission = subscribed ? 'granted' : 'default';
  const requestPermission = vi.fn(async () => {
    permission = answer;
    return answer;
  });
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = subscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  // defineProperties, not Object.assign, which would copy the getter's first value
  vi.stubGlobal(
    'Notification',
    Object.defineProperties(class {}, {
      permission: { get: () => permission },
      requestPermission: { value: requestPermission },
    }),
  );
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  return { requestPermission, subscribe, unsubscribe };
}

describe('ReminderSettings', () => {
  it('turns WhatsApp on only with a valid number and the opt-in ticked', async () => {
    const api = stubApi({
      'GET /me/notifications': { body: { success: true, data: settings() } },
      'PUT /me/notifications': (request) => ({
        body: {
          success: true,
          data: settings({
            ...(request.body as object),
            whatsappOptedInAt: '2026-03-02T04:30:00.000Z',
          }),
        },
      }),
    });
    const { user } = renderSettings();

    await user.click(await screen.findByRole('checkbox', { name: 'WhatsApp' }));
    // the profile's phone, written as WhatsApp needs it
    const number = screen.getByRole('textbox', { name: 'WhatsApp number' });
    expect(number).toHaveProperty('value', '+919876543210');
    const optIn = screen.getByRole('checkbox', { name: TEXT.whatsappOptInText });
    expect(optIn).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText(TEXT.whatsappOptInRequired)).toBeTruthy();
    expect(api.sentTo('PUT /me/notifications')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '12345');
    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText(REMINDER_MESSAGES.whatsappNumberInvalid)).toBeTruthy();
    expect(api.sentTo('PUT /me/notifications')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '+91 91234 56789');
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText(TEXT.saved)).toBeTruthy();
    expect(api.sentTo('PUT /me/notifications').map((request) => request.body)).toEqual([
      { email: false, whatsapp: true, whatsappNumber: '+919123456789', push: false },
    ]);
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal of a save', async () => {
    stubApi({
      'GET /me/notifications': { body: { success: true, data: settings() } },
      'PUT /me/notifications': {
        status: 400,
        body: {
          success: false,
          message: REMINDER_MESSAGES.whatsappNumberRequired,
          errors: {},
        },
      },
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Save reminder settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      REMINDER_MESSAGES.whatsappNumberRequired,
    );
  });

  it('asks the browser only after the tap, then subscribes with the server key and sends it', async () => {
    const browser = browserWithPush();
    const api = stubApi({
      'GET /me/notifications': { body: { success: true, data: settings() } },
      'POST /me/push-subscriptions': {
        status: 201,
        body: { success: true, data: settings({ push: true, pushDevices: 1 }) },
      },
    });
    const { user } = renderSettings();

    const turnOn = await screen.findByRole('button', {
      name: 'Turn on notifications on this device',
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(turnOn);

    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(api.sentTo('POST /me/push-subscriptions').map((request) => request.body)).toEqual([
      { endpoint: ENDPOINT, keys: KEYS },
    ]);
    await expectNoAxeViolations();
  });

  it('explains how to allow notifications after the browser was told no', async () => {
    const browser = browserWithPush({ answer: 'denied' });
    const api = stubApi({ 'GET /me/notifications': { body: { success: true, data: settings() } } });
    const { user } = renderSettings();

    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText(TEXT.pushDenied)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.sentTo('POST /me/push-subscriptions')).toHaveLength(0);
  });

  it('turns this device off: the server forgets it, then the browser unsubscribes', async () => {
    const browser = browserWithPush({ subscribed: true });
    const api = stubApi({
      'GET /me/notifications': {
        body: { success: true, data: settings({ push: true, pushDevices: 1 }) },
      },
      'DELETE /me/push-subscriptions': {
        body: { success: true, data: settings({ push: true, pushDevices: 0 }) },
      },
    });
    const { user } = renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    ).toBeTruthy();
    expect(api.sentTo('DELETE /me/push-subscriptions').map((request) => request.body)).toEqual([
      { endpoint: ENDPOINT },
    ]);
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
  });

  it('says when this browser cannot show notifications', async () => {
    stubApi({ 'GET /me/notifications': { body: { success: true, data: settings() } } });
    renderSettings();
    expect(await screen.findByText(TEXT.pushUnsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on notifications/ })).toBeNull();
  });
});

describe('ReminderSettings in Hindi', () => {
  it('offers the channels and checks the WhatsApp opt-in in Hindi', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    const api = stubApi({ 'GET /me/notifications': { body: { success: true, data: settings() } } });
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <ReminderSettings email="asha@example.com" profilePhone="98765 43210" />
      </LocaleContext.Provider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'रिमाइंडर' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'ई-मेल' })).toHaveProperty('checked', true);
    expect(screen.getByText('asha@example.com पर')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    expect(screen.getByRole('textbox', { name: 'WhatsApp नंबर' })).toHaveProperty(
      'value',
      '+919876543210',
    );
    await user.click(screen.getByRole('button', { name: 'रिमाइंडर सेटिंग सेव करें' }));
    expect(
      await screen.findByText('WhatsApp रिमाइंडर के लिए बॉक्स पर टिक करें, या WhatsApp बंद कर दें।'),
    ).toBeTruthy();
    expect(api.sentTo('PUT /me/notifications')).toHaveLength(0);
    expect(screen.getByText('यह ब्राउज़र Kasrat के नोटिफ़िकेशन नहीं दिखा सकता।')).toBeTruthy();
  });
});
