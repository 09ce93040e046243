// Kasrat's service worker (docs/decisions/0040-service-worker.md): shows push reminders, opens
// their page on a tap, and keeps My Sessions readable offline from the last visit. A classic
// script, not a module, so every browser with push runs it; the build (vite.config.ts) replaces
// the two placeholders below and writes it to /sw.js.
const VERSION = '__KASRAT_SW_VERSION__';
/** The shell's own files and those of My Sessions, so the page opens offline after one visit. */
const PRECACHE = /* __KASRAT_SW_PRECACHE__ */ [];

const SHELL_CACHE = `kasrat-shell-${VERSION}`;
// The signed-in user's answers: deleted whenever an account changes hands (signing in or out, a
// rejected token), so another person on the device never reads them.
const DATA_CACHE = `kasrat-data-${VERSION}`;
const OFFLINE_PAGES = new Set(['/profile/sessions']);
// My Sessions' answers, and the session check every signed-in page makes before it renders.
const OFFLINE_API = [/^\/api\/bookings(\/[^/]+)?$/, /^\/api\/auth\/profile$/];
const CACHED_AT = 'x-kasrat-cached-at';
/** Read by src/web/lib/offline-copy.ts: the answer is the copy cached at this instant. */
const OFFLINE = 'x-kasrat-offline';
const FALLBACK_URL = '/profile/sessions';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([...PRECACHE, ...OFFLINE_PAGES]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, DATA_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('kasrat-') && !keep.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname.startsWith('/api/auth/')) {
    event.respondWith(accountChange(request, url.pathname === '/api/auth/sign-out'));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    if (OFFLINE_PAGES.has(url.pathname)) {
      event.respondWith(networkFirst(request, SHELL_CACHE, url.pathname));
    }
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  // Only a signed-in request's answer is kept: a visitor's request has nothing of theirs to keep.
  if (
    OFFLINE_API.some((route) => route.test(url.pathname)) &&
    request.headers.has('authorization')
  ) {
    event.respondWith(networkFirst(request, DATA_CACHE, url.pathname + url.search));
  }
});

/**
 * Signing in, up or out, or changing a password, passes the user's requests to whoever signs in
 * next: what was kept of them goes first. Watching the requests here, rather than in the page's
 * sign-out code, keeps these lines out of the listing's first JavaScript and covers every tab.
 */
async function accountChange(request, signingOut) {
  if (signingOut) await releasePush(request.headers.get('authorization'));
  await forgetUserData();
  const response = await fetch(request);
  // an answer kept while the request was on its way is deleted too
  await forgetUserData();
  return response;
}

function forgetUserData() {
  return caches.delete(DATA_CACHE);
}

/**
 * The device's push reminders belong to the user signing out: the server forgets the endpoint
 * (while the token still works) and the browser drops the subscription.
 */
async function releasePush(authorization) {
  try {
    const subscription = await self.registration.pushManager.getSubscription();
    if (!subscription) return;
    if (authorization) {
      await fetch('/api/me/push-subscriptions', {
        method: 'DELETE',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }).catch(() => {});
    }
    await subscription.unsubscribe();
  } catch {
    // no push here: nothing to release
  }
}

/** The network's answer, kept for later; the kept copy, marked as such, when the network fails. */
async function networkFirst(request, cacheName, key) {
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const cache = await caches.open(cacheName);
      await cache.put(key, await stamped(response.clone()));
    } else if (response.status === 401) {
      await forgetUserData();
    }
    return response;
  } catch (error) {
    const cache = await caches.open(cacheName);
    const copy = await cache.match(key, { ignoreVary: true });
    if (!copy) throw error;
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE, headers.get(CACHED_AT) ?? '');
    return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
  }
}

async function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT, new Date().toISOString());
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Built files are named by their content hash, so a kept copy is never stale. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    }),
  );
});

/**
 * The browser replaced this device's subscription (push services rotate them; Firefox tells the
 * worker, Chromium does not fire this event). Subscribe again with the same server key when the
 * browser did not, and tell the server: the old endpoint, known only to this browser and the push
 * service, is the proof, since a worker cannot read the page's sign-in token.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewPush(event.oldSubscription, event.newSubscription));
});

async function renewPush(oldSubscription, newSubscription) {
  if (!oldSubscription) return;
  try {
    const renewed =
      newSubscription ?? (await self.registration.pushManager.subscribe(oldSubscription.options));
    await fetch('/api/push-subscriptions/renewal', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        oldEndpoint: oldSubscription.endpoint,
        subscription: renewed.toJSON(),
      }),
    });
  } catch {
    // offline or refused: this device gets no reminders until push is turned on here again
  }
}

/** The reminder's `{ title, body, url, tag }`; a push that is not that JSON still shows its text. */
function readPush(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  const text = (value) => (typeof value === 'string' ? value : undefined);
  return {
    title: text(payload.title) || 'Kasrat',
    body: text(payload.body) ?? '',
    url: safeUrl(text(payload.url)),
    tag: text(payload.tag),
  };
}

/** A page of this site or an https join link; anything else opens My Sessions. */
function safeUrl(value) {
  try {
    const url = new URL(value ?? FALLBACK_URL, self.location.origin);
    if (url.origin === self.location.origin || url.protocol === 'https:') return url.href;
  } catch {}
  return new URL(FALLBACK_URL, self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = safeUrl(event.notification.data?.url);
  event.waitUntil(openPage(target));
});

/** Reuses an open Kasrat window for a page of the site; a join link opens a window of its own. */
async function openPage(target) {
  if (new URL(target).origin === self.location.origin) {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) {
      const focused = await open.focus();
      try {
        if (focused.url !== target) await focused.navigate(target);
        return;
      } catch {
        // A window this worker does not control cannot be navigated from here.
      }
    }
  }
  await self.clients.openWindow(target);
}
