import type { PushSubscriptionInput } from '#shared/notifications-api.ts';
import { deletePushSubscription, savePushSubscription } from './api/push-subscriptions';

/** Where this browser stands with Kasrat's push reminders. */
export type PushDeviceState =
  | { kind: 'unsupported'; needsInstall: boolean }
  | { kind: 'denied' }
  | { kind: 'on'; endpoint: string }
  | { kind: 'off' };

export type TurnOnResult = 'on' | 'denied' | 'dismissed';

const READY_TIMEOUT_MS = 10_000;
// A browser whose push service cannot be reached (a Chromium without Google's, a blocked network)
// may never settle `subscribe`; the person gets an answer instead of a spinner for ever.
const SUBSCRIBE_TIMEOUT_MS = 20_000;

export function pushSupported(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** Safari on iOS offers push only to a site added to the Home Screen. */
function isIosBrowserTab(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  return ios && !window.matchMedia?.('(display-mode: standalone)').matches;
}

export async function readPushDevice(): Promise<PushDeviceState> {
  if (!pushSupported()) return { kind: 'unsupported', needsInstall: isIosBrowserTab() };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription && Notification.permission === 'granted') {
    return { kind: 'on', endpoint: subscription.endpoint };
  }
  return { kind: 'off' };
}

/**
 * Asks the browser's permission (only ever after the user's tap), subscribes this browser with
 * the server's VAPID key and hands the subscription to the server.
 */
export async function turnOnPush(vapidPublicKey: string): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const registration = await within(
    navigator.serviceWorker.ready,
    READY_TIMEOUT_MS,
    'the page’s service worker is not running; reload the page',
  );
  const key = base64UrlToBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    // subscribed under another server key (the keys were replaced): that endpoint is dead to us
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await within(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_TIMEOUT_MS,
    'the browser’s push service did not answer',
  );
  await savePushSubscription(subscriptionBody(subscription));
  return 'on';
}

/** Tells the server to stop, then drops this browser's subscription. */
export async function turnOffPush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

async function within<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error(reason)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) {
    throw new Error('the browser gave a subscription without its keys');
  }
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * A VAPID public key as `applicationServerKey` wants it.
 * Example: 'BAEC_w' → Uint8Array [4, 1, 2, 255].
 */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
