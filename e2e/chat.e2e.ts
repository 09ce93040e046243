import { mkdirSync } from 'node:fs';
import type { Browser, Page, WebSocket, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatParticipant } from '#shared/chat-api.ts';
import { accessibilityViolations } from './support/accessibility';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { PROJECT_ROOT, type RunningServer, startServer } from './support/server.mjs';
import { pageApi, signInAt } from './support/sign-in';

// The chat writes messages and read receipts, so the journey has a server (and demo data) of
// its own; the other journeys never see its conversation.
const PASSWORD = 'KasratDemo#2026';
const CLIENT = 'client@kasrat.test';
const TRAINER = 'trainer@kasrat.test';
const SHOTS = `${PROJECT_ROOT}/test-results/e2e`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(page: Page, path: string) => pageApi<T>(page, server.baseUrl, path);
const url = (path: string) => `${server.baseUrl}${path}`;

async function signedIn(email: string, returnTo: string, viewport: ViewportName = 'desktop') {
  const opened = await newPage(browser, { viewport });
  await signInAt(opened.page, server.baseUrl, { email, password: PASSWORD }, returnTo);
  return opened;
}

async function counterparts(page: Page, group: 'trainers' | 'clients' = 'trainers') {
  const { data } = await api<{ data: Record<typeof group, ChatParticipant[]> }>(page, '/chat');
  return data[group];
}

/** A message's own list item (the day's item around it holds its text too). */
const messageItem = (page: Page, text: string) =>
  page.getByRole('listitem').filter({ hasText: text }).last();

const unreadLabel = (count: number) => (count > 0 ? `Messages, ${count} unread` : 'Messages');

/** The navbar's chat button names its unread count. */
async function expectBadge(page: Page, count: number) {
  const badge = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/chat"]');
  await expect
    .poll(() => badge.getAttribute('aria-label'), { timeout: 15_000 })
    .toBe(unreadLabel(count));
}

describe('chat', () => {
  it('asks a visitor to sign in', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(url('/chat'));
    await page.getByRole('heading', { name: CHAT_MESSAGES.signInToChat }).waitFor();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In' });
    expect(await signIn.getAttribute('href')).toBe('/auth?returnTo=%2Fchat');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('heads each side’s list by whom it holds: a trainer’s clients, a client’s trainers', async () => {
    const trainer = await signedIn(TRAINER, '/chat');
    await trainer.page.getByRole('heading', { name: CHAT_MESSAGES.trainerListTitle }).waitFor();
    await trainer.page.getByText(CHAT_MESSAGES.trainerSelectConversation).waitFor();
    expect(await trainer.page.getByText(CHAT_MESSAGES.listTitle).count()).toBe(0);
    expect(await trainer.page.getByText(CHAT_MESSAGES.selectConversation).count()).toBe(0);
    const client = await signedIn(CLIENT, '/chat');
    await client.page.getByRole('heading', { name: CHAT_MESSAGES.listTitle }).waitFor();
    await client.page.getByText(CHAT_MESSAGES.selectConversation).waitFor();
    expect(trainer.consoleErrors).toEqual([]);
    expect(client.consoleErrors).toEqual([]);
    await trainer.context.close();
    await client.context.close();
  });

  it('carries a message live between client and trainer, with ticks, typing and the badge', async () => {
    const client = await signedIn(CLIENT, '/chat');
    const trainer = await signedIn(TRAINER, '/chat');
    const { data: trainerUser } = await api<{ data: { id: string } }>(
      trainer.page,
      '/auth/profile',
    );
    const withTrainer = (await counterparts(client.page)).find((p) => p._id === trainerUser.id);
    expect(withTrainer, 'the demo client has booked the demo trainer').toBeDefined();
    const { data: before } = await api<{ data: { total_unread: number } }>(
      trainer.page,
      '/chat/summary',
    );

    await expectBadge(trainer.page, before.total_unread);
    // What the client sent earlier (the demo chats) is read along with the new message.
    const unreadInChat =
      (await counterparts(trainer.page, 'clients')).find((p) => p.chatId === withTrainer!.chatId)
        ?.unread_count ?? 0;

    // The client opens the conversation from the list: its id is in the address.
    await client.page.getByRole('heading', { name: 'Trainer Chats' }).waitFor();
    await client.page
      .getByRole('link', { name: new RegExp(`^${withTrainer!.name}`) })
      .first()
      .click();
    await client.page.waitForURL(url(`/chat/${withTrainer!.chatId}`));
    const composer = client.page.getByLabel('Message', { exact: true });
    const send = client.page.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await composer.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    const text = `Can we move Thursday's session to 7 AM? Plan: https://kasrat.in/plan ${Date.now()}`;
    await composer.fill(text);
    await composer.press('Enter');
    const sent = messageItem(client.page, text);
    await sent.waitFor();
    expect(await composer.inputValue()).toBe('');
    const link = sent.getByRole('link', { name: 'https://kasrat.in/plan' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await link.getAttribute('target')).toBe('_blank');

    // The trainer, on the list, sees it arrive and the badge count it.
    await trainer.page.getByText(text.slice(0, 30)).first().waitFor();
    await expectBadge(trainer.page, before.total_unread + 1);
    // Reached the trainer's device: two grey ticks.
    await sent.getByRole('img', { name: 'Delivered' }).waitFor();

    // The trainer opens it; the client's ticks turn green and the badge clears.
    await trainer.page
      .getByRole('link')
      .filter({ hasText: text.slice(0, 30) })
      .first()
      .click();
    await messageItem(trainer.page, text).waitFor();
    await sent.getByRole('img', { name: 'Read' }).waitFor();
    await expectBadge(trainer.page, before.total_unread - unreadInChat);
    await client.page.screenshot({ path: `${SHOTS}/chat-client-read.png` });

    // Typing shows on the other side, both ways.
    await trainer.page.getByLabel('Message', { exact: true }).pressSequentially('See you', {
      delay: 30,
    });
    await client.page.getByText('typing…').waitFor();
    await trainer.page.getByLabel('Message', { exact: true }).press('Enter');
    await messageItem(client.page, 'See you').waitFor();
    await composer.pressSequentially('Great', { delay: 30 });
    await trainer.page.getByText('typing…').waitFor();
    await trainer.page.screenshot({ path: `${SHOTS}/chat-trainer-conversation.png` });
    expect(await accessibilityViolations(trainer.page)).toEqual([]);

    // A reload keeps the history, read ticks included.
    await client.page.reload();
    const reloaded = messageItem(client.page, text);
    await reloaded.getByRole('img', { name: 'Read' }).waitFor();
    await messageItem(client.page, 'See you').waitFor();

    expect(client.consoleErrors).toEqual([]);
    expect(trainer.consoleErrors).toEqual([]);
    await client.context.close();
    await trainer.context.close();
  });

  it('opens the chat from My Sessions and from the trainer dashboard, tracking chat_initiated', async () => {
    const client = await signedIn(CLIENT, '/profile/sessions');
    const { data: trainerSide } = await api<{ data: { trainers: ChatParticipant[] } }>(
      client.page,
      '/chat',
    );
    const { data: bookings } = await api<{
      data: { id: string; trainer: { name: string }; status: string }[];
    }>(client.page, '/bookings');
    const booking = bookings.find((b) => b.status === 'confirmed');
    expect(booking, 'the demo client has a confirmed booking').toBeDefined();
    const chat = trainerSide.trainers.find((p) => p.name === booking!.trainer.name);
    const tracked = client.page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/events') &&
        (request.postData() ?? '').includes('"chat_initiated"'),
    );
    await client.page
      .getByRole('button', { name: `Message ${booking!.trainer.name}` })
      .first()
      .click();
    await client.page.waitForURL(url(`/chat/${chat!.chatId}`));
    await tracked;
    await client.page.getByLabel('Message', { exact: true }).waitFor();

    const trainer = await signedIn(TRAINER, '/trainer-dashboard/clients');
    const firstClient = trainer.page.getByRole('button', { name: /^Message / }).first();
    const name = (await firstClient.getAttribute('aria-label'))!.replace(/^Message /, '');
    await firstClient.click();
    await trainer.page.waitForURL(/\/chat\/[^/]+_[^/]+$/);
    await trainer.page
      .getByRole('region', { name: 'Conversation' })
      .getByRole('heading', { name })
      .waitFor();
    expect(client.consoleErrors).toEqual([]);
    expect(trainer.consoleErrors).toEqual([]);
    await client.context.close();
    await trainer.context.close();
  });

  it('says when the chat is offline and when it is back, and re-joins the open chat', async () => {
    const opened = await newPage(browser, { viewport: 'mobile' });
    const { page, context } = opened;
    // The socket goes through the test, which can drop it like a lost network would.
    const sockets: WebSocketRoute[] = [];
    const joinedOn: number[] = [];
    await page.routeWebSocket(/\/api\/socket\.io\//, (socket) => {
      const upstream = socket.connectToServer();
      const index = sockets.push(socket) - 1;
      socket.onMessage((frame) => {
        if (typeof frame === 'string' && frame.includes('"join_chat"')) joinedOn.push(index);
        upstream.send(frame);
      });
    });
    await signInAt(page, server.baseUrl, { email: CLIENT, password: PASSWORD }, '/chat');
    const [first] = await counterparts(page);
    await page.goto(url(`/chat/${first!.chatId}`));
    await page.getByLabel('Message', { exact: true }).waitFor();
    await expect.poll(() => joinedOn).toEqual([0]);

    const dropped = sockets.at(-1)!;
    await dropped.close({ code: 1011, reason: 'network lost' });
    await page.getByText(CHAT_MESSAGES.offline).waitFor();
    await page.getByText(CHAT_MESSAGES.backOnline).waitFor({ timeout: 20_000 });
    expect(await page.getByText(CHAT_MESSAGES.offline).count()).toBe(0);
    // A new connection, on which the open chat was joined again.
    await expect.poll(() => joinedOn).toEqual([0, 1]);
    await page.getByText(CHAT_MESSAGES.backOnline).waitFor({ state: 'detached', timeout: 6_000 });
    // The only console errors allowed are the browser's report of the dropped socket.
    expect(opened.consoleErrors.filter((line) => !line.includes('WebSocket'))).toEqual([]);
    await context.close();
  });

  it('alternates list and conversation on a phone, Back returns to the list, sign-out closes the socket', async () => {
    const { page, context, consoleErrors } = await signedIn(CLIENT, '/chat', 'mobile');
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    const listHeading = page.getByRole('heading', { name: 'Trainer Chats' });
    await listHeading.waitFor();
    await page
      .getByRole('link', { name: /unread|No messages yet|:/ })
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.getByText(CHAT_MESSAGES.selectConversation).isVisible()).toBe(false);
    const [first] = await counterparts(page);
    expect(first).toBeDefined();

    await page
      .getByRole('link', { name: new RegExp(`^${first!.name}`) })
      .first()
      .click();
    await page.waitForURL(url(`/chat/${first!.chatId}`));
    await page.getByLabel('Message', { exact: true }).waitFor();
    expect(await listHeading.isVisible()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Back to chats' }).click();
    await page.waitForURL(url('/chat'));
    await listHeading.waitFor();

    // The browser's Back does the same.
    await page
      .getByRole('link', { name: new RegExp(`^${first!.name}`) })
      .first()
      .click();
    await page.waitForURL(url(`/chat/${first!.chatId}`));
    await page.goBack();
    await page.waitForURL(url('/chat'));
    await listHeading.waitFor();

    // Signing out closes the chat's socket (the page's one socket since the reload).
    sockets.length = 0;
    await page.reload();
    await listHeading.waitFor();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBe(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
  it('closes the chat, for good, on a device whose session another device signed out', async () => {
    const laptop = await signedIn(CLIENT, '/chat');
    const [first] = await counterparts(laptop.page);
    const sockets: WebSocket[] = [];
    laptop.page.on('websocket', (socket) => sockets.push(socket));
    await laptop.page.goto(url(`/chat/${first!.chatId}`));
    await laptop.page.getByLabel('Message', { exact: true }).waitFor();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBe(1);

    const phone = await signedIn(CLIENT, '/chat', 'mobile');
    const token = await phone.page.evaluate<string | null>("localStorage.getItem('kasrat.token')");
    // A new password on the phone signs every other device out
    // (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
    const changePassword = async (bearer: string | null, from: string, to: string) => {
      const answer = await fetch(url('/api/auth/change-password'), {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: from, newPassword: to }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { token: string }).token;
    };
    const newToken = await changePassword(token, PASSWORD, 'Another-Horse-43');

    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBe(0);
    await laptop.page.getByText(CHAT_MESSAGES.connectFailed).waitFor();
    await laptop.page.evaluate("window.dispatchEvent(new Event('online'))");
    await laptop.page.getByRole('button', { name: 'Try again' }).click();
    // Trying again with the ended session would show "connecting" and open a socket: neither.
    expect(await laptop.page.getByText(CHAT_MESSAGES.connectFailed).isVisible()).toBe(true);
    expect(sockets.filter((socket) => !socket.isClosed())).toHaveLength(0);
    await laptop.page.screenshot({ path: `${SHOTS}/chat-session-ended-1366.png` });
    await changePassword(newToken, 'Another-Horse-43', PASSWORD);
    expect(laptop.consoleErrors).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});
