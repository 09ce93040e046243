import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, CHAT_RECONNECT } from '#shared/chat-api.ts';
import type { tokenStore } from './auth/token-store';
import type * as SocketModule from './socket';

// The page's socket against a stand-in server that ends the session or refuses the handshake:
// after either, the page shows the failure and nothing reconnects on its own.
let ending: 'session_ended' | 'refused' = 'session_ended';
let handshakes = 0;
const http = createServer();
const io = new Server(http, { path: '/api/socket.io' });
io.use((_socket, next) => {
  handshakes += 1;
  next(ending === 'refused' ? new Error(CHAT_MESSAGES.tooManyConnections) : undefined);
});
io.on('connection', (socket) => {
  socket.emit('session_ended', { message: CHAT_MESSAGES.sessionEnded });
  socket.disconnect(true);
});

let socketModule: typeof SocketModule;
const tokensOf = (token: string) =>
  ({ get: () => token, subscribe: () => () => {} }) as unknown as typeof tokenStore;
const deps = (token: string) => ({ tokens: tokensOf(token), reconnect: CHAT_RECONNECT });

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', new URL(`http://127.0.0.1:${port}`));
  socketModule = await import('./socket');
});
afterEach(() => {
  socketModule.closeSocket();
  handshakes = 0;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await io.close();
});

function stateBecomes(expected: string) {
  return new Promise<void>((resolve) => {
    const unsubscribe = socketModule.subscribeSocketState(() => {
      if (socketModule.getSocketState() !== expected) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('the chat socket of the page', () => {
  it.each([
    ['the server ends its session', 'session_ended', 'token-ended'],
    ['the server refuses its handshake', 'refused', 'token-refused'],
  ] as const)(
    'fails and stays down when %s, even if asked to try again',
    async (_l, how, token) => {
      ending = how;
      const failed = stateBecomes('failed');
      const socket = socketModule.acquireSocket('user-1', deps(token))!;
      await failed;
      expect(socket.active).toBe(false);
      if (how === 'session_ended') {
        socketModule.retryConnection();
        window.dispatchEvent(new Event('online'));
        expect(socket.active).toBe(false);
      }
      expect(socketModule.getSocketState()).toBe('failed');
      expect(handshakes).toBe(1);
    },
  );
});
