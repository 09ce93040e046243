import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startPushServiceStandIn } from '#server/integrations/push/push-test-server.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import type { NotificationSettings, PushPayload } from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES } from '#shared/reminder-messages.ts';
import { REMINDER_SETTINGS_MESSAGES } from '#shared/reminder-settings-messages.ts';
import { newPage, VIEWPORTS } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { pageApi, signInAt } from './support/sign-in';

// docs/product/reminders.md#on-the-phone-install-push-and-offline. The server's clock stands
// at Monday 2 March 2026, 10:00 AM IST; the demo client has sessions around it.
const suite = clockedSuite(new Date('2026-03-02T04:30:00.000Z'));
const CLIENT = { email: 'client@kasrat.test', password: 'KasratDemo#2026' };

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string;
  icon: string;
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Buffer) {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function signedIn(viewport: 'desktop' | 'mobile', returnTo: string) {
  const opened = await newPage(suite.browser, { viewport });
  await signInAt(opened.page, suite.server.baseUrl, CLIENT, returnTo);
  return opened;
}

/**
 * A DevTools session with the ServiceWorker domain on, and the page's worker registration id,
 * which `ServiceWorker.deliverPushMessage` needs.
 */
async function serviceWorkerDomain(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const scope = `${suite.server.baseUrl}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL === scope);
      if (mine && !mine.isDeleted) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

describe('the installable app', () => {
  it('has a valid manifest with its icons, and the worker and manifest are never kept stale', async () => {
    const base = suite.server.baseUrl;
    const shell = await (await fetch(`${base}/`)).text();
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(shell).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(shell).toContain('<meta name="theme-color" content="#047857"');

    const response = await fetch(`${base}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Kasrat',
      short_name: 'Kasrat',
      start_url: '/',
      display: 'standalone',
      theme_color: '#047857',
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining([
        '192x192 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ]),
    );
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
    ]) {
      const file = await fetch(`${base}${icon.src}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await file.arrayBuffer()))).toBe(icon.sizes);
    }

    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('registers the service worker only once the page has loaded', async () => {
    const { page, context } = await newPage(suite.browser);
    // Browser code as text: the e2e files are type-checked without the DOM's types.
    await page.addInitScript(`
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        window.registeredWhen = document.readyState;
        return register.apply(this, args);
      };
    `);
    await page.goto(`${suite.server.baseUrl}/trainers`, { waitUntil: 'networkidle' });
    const scope = await page.evaluate('navigator.serviceWorker.ready.then((ready) => ready.scope)');
    expect(scope).toBe(`${suite.server.baseUrl}/`);
    expect(await page.evaluate('window.registeredWhen')).toBe('complete');
    await context.close();
  });
});

describe('push reminders', () => {
  it('turns push on from Reminders, and the worker shows a reminder pushed to it', async () => {
    const base = suite.server.baseUrl;
    // This headless Chromium reaches no push service (its background networking is off, and a
    // fresh context is incognito, where Chrome refuses push): `pushManager.subscribe` fails. So
    // the browser's subscription comes from a stand-in push service on localhost, with real
    // keys; everything after it (the screen, the POST, the server, the worker) is the real one.
    const pushService = await startPushServiceStandIn();
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const subscription = {
      endpoint: pushService.endpoint('client-phone'),
      keys: {
        p256dh: browserKey.getPublicKey('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    try {
      const { page, context } = await newPage(suite.browser, { viewport: 'mobile' });
      await context.grantPermissions(['notifications'], { origin: base });
      await page.addInitScript(`
        const standIn = ${JSON.stringify(subscription)};
        let current = null;
        const made = {
          endpoint: standIn.endpoint,
          options: { applicationServerKey: null, userVisibleOnly: true },
          toJSON: () => standIn,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        PushManager.prototype.subscribe = async () => {
          current = made;
          return made;
        };
        PushManager.prototype.getSubscription = async () => current;
      `);
      await signInAt(page, base, CLIENT, '/profile/reminders');

      await page.getByRole('heading', { name: 'Reminders' }).waitFor();
      await page.getByRole('button', { name: 'Turn on notifications on this device' }).waitFor();
      // WhatsApp ticked, not saved: the number (the profile's phone) and the opt-in show
      await page.getByRole('checkbox', { name: 'WhatsApp', exact: true }).check();
      await page.getByText(REMINDER_SETTINGS_MESSAGES.whatsappOptInText).waitFor();
      await page.screenshot({ path: `${SHOTS}/reminders-settings-phone.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: `${SHOTS}/reminders-settings-desktop.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);

      await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
      await page.getByRole('button', { name: 'Turn off on this device' }).waitFor();
      const settings = await pageApi<{ data: NotificationSettings }>(
        page,
        base,
        '/me/notifications',
      );
      expect(settings.data.push).toBe(true);
      expect(settings.data.pushDevices).toBe(1);

      // The hour reminder of one of the client's sessions, as the server's reminder job words it.
      const bookings = await pageApi<{ data: UserBooking[] }>(page, base, '/bookings');
      const session = bookings.data.find((booking) => booking.status === 'confirmed');
      if (!session) throw new Error('the demo client has no confirmed session');
      const payload: PushPayload = {
        title: REMINDER_MESSAGES.hourTitle,
        body: REMINDER_MESSAGES.hourBody('Personal Training', 'the trainer', session.timeSlot),
        url: `${base}/profile/sessions`,
        tag: `session-${session.id}`,
      };
      const { cdp, registrationId } = await serviceWorkerDomain(context, page);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: base,
        registrationId,
        data: JSON.stringify(payload),
      });

      const shown = await page.waitForFunction(`
        navigator.serviceWorker.ready
          .then((registration) => registration.getNotifications())
          .then((notifications) =>
            notifications.length === 0
              ? null
              : notifications.map((notification) => ({
                  title: notification.title,
                  body: notification.body,
                  tag: notification.tag,
                  url: notification.data.url,
                  icon: notification.icon,
                })),
          )
      `);
      expect((await shown.jsonValue()) as ShownNotification[]).toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          url: payload.url,
          icon: `${base}/icons/icon-192.png`,
        },
      ]);

      await page.getByRole('button', { name: 'Turn off on this device' }).click();
      await page.getByRole('button', { name: 'Turn on notifications on this device' }).waitFor();
      const after = await pageApi<{ data: NotificationSettings }>(page, base, '/me/notifications');
      expect(after.data.pushDevices).toBe(0);
      await context.close();
    } finally {
      await pushService.stop();
    }
  });
});

describe('My Sessions offline', () => {
  it('opens from the last visit with the sessions and says they are offline', async () => {
    const { page, context } = await signedIn('mobile', '/profile/sessions');
    const upcoming = page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ });
    await upcoming.waitFor();
    // The worker controls the page from its activation on; the visit it keeps is the next one.
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    await page.reload();
    await upcoming.waitFor();
    const online = await upcoming.textContent();
    const shown = await page.getByRole('tabpanel').textContent();
    expect(await page.getByText(/^Offline — showing your sessions/).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Offline — showing your sessions as of /).waitFor();
    expect(await upcoming.textContent()).toBe(online);
    expect(await page.getByRole('tabpanel').textContent()).toBe(shown);
    await page.screenshot({ path: `${SHOTS}/sessions-offline-phone.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: `${SHOTS}/sessions-offline-desktop.png`, fullPage: true });

    // Back online, the notice goes with the next answer.
    await context.setOffline(false);
    await page.reload();
    await upcoming.waitFor();
    expect(await page.getByText(/^Offline — showing your sessions/).count()).toBe(0);
    await context.close();
  });
});
