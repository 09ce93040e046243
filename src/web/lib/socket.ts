import { io, type Socket } from 'socket.io-client';
import type {
  CHAT_RECONNECT,
  ClientToServerEvents,
  ServerToClientEvents,
} from '#shared/chat-api.ts';
import type { tokenStore } from './auth/token-store';

/**
 * The realtime channel (docs/product/chat.md#realtime-channel), loaded only by signed-in screens
 * that need it: the listing's first load never pays for socket.io-client. One socket per signed-in
 * session, opened by the first consumer and closed when the token changes (sign-out, another user).
 */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * What the socket needs from the rest of the app, handed in by the caller rather than imported:
 * a module both the first page and this lazy chunk import is split into a chunk of its own,
 * which cost the listing's first load 0.3 KiB.
 */
export interface SocketDeps {
  tokens: typeof tokenStore;
  reconnect: typeof CHAT_RECONNECT;
}

/**
 * Connected, disconnected (with a reason), reconnecting, failed after 5 tries
 * (docs/product/chat.md#connection-and-reconnection).
 */
export type SocketState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'failed';

interface Connection {
  socket: ChatSocket;
  token: string;
  userId: string;
  /** The server said this token's session ended: nothing reconnects with it. */
  ended: boolean;
}

let connection: Connection | null = null;
let deps: SocketDeps | null = null;
let state: SocketState = 'disconnected';
const listeners = new Set<() => void>();

function setState(next: SocketState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function open(token: string, userId: string, { tokens, reconnect }: SocketDeps): Connection {
  const socket: ChatSocket = io({
    path: '/api/socket.io',
    transports: ['websocket', 'polling'],
    reconnectionAttempts: reconnect.attempts,
    reconnectionDelay: reconnect.delayMs,
    timeout: reconnect.timeoutMs,
    // Read at every (re)connection, so a reconnect never sends a token the user signed out of.
    auth: (send) => send({ token: tokens.get() ?? '' }),
    withCredentials: true,
  });
  const opened: Connection = { socket, token, userId, ended: false };
  socket.on('connect', () => setState('connected'));
  // Signed out, revoked or expired: the server closes the socket next, and a reconnection with
  // this token could only be refused. A new token (signing in again) opens a new socket.
  socket.on('session_ended', ({ message }) => {
    console.warn(`Chat closed: ${message}`);
    opened.ended = true;
  });
  socket.on('disconnect', (reason) => {
    console.warn(`Chat disconnected: ${reason}`);
    if (opened.ended) setState('failed');
    else setState(socket.active ? 'reconnecting' : 'disconnected');
  });
  socket.on('connect_error', (error) => {
    // Not active: the server refused the handshake (e.g. an expired session); no retry follows.
    setState(socket.active ? 'reconnecting' : 'failed');
    console.warn(`Chat connection error: ${error.message}`);
  });
  socket.io.on('reconnect_attempt', (attempt) => {
    console.warn(`Chat reconnecting, attempt ${attempt} of ${reconnect.attempts}`);
    setState('reconnecting');
  });
  socket.io.on('reconnect_failed', () => {
    console.warn(`Chat reconnection failed after ${reconnect.attempts} attempts`);
    setState('failed');
  });
  // The message reached this device: the sender's single tick becomes two.
  socket.on('new_message', ({ chatId, message }) => {
    if (message.recipient_id === userId && message.status === 'sent') {
      socket.emit('message_delivered', { chatId, messageId: message.id });
    }
  });
  socket.on('chat_error', ({ event, message }) =>
    console.warn(`Chat ${event} refused: ${message}`),
  );
  setState('connecting');
  return opened;
}

function close() {
  if (!connection) return;
  connection.socket.removeAllListeners();
  connection.socket.io.removeAllListeners();
  connection.socket.disconnect();
  connection = null;
  setState('disconnected');
}

/** The signed-in user's socket, opened on first use; null for a visitor. */
export function acquireSocket(userId: string, given: SocketDeps): ChatSocket | null {
  if (!deps) {
    deps = given;
    const { tokens } = deps;
    tokens.subscribe(() => {
      if (connection && tokens.get() !== connection.token) close();
    });
  }
  const token = deps.tokens.get();
  if (!token) {
    close();
    return null;
  }
  if (connection && (connection.token !== token || connection.userId !== userId)) close();
  connection ??= open(token, userId, deps);
  return connection.socket;
}

/**
 * After the five attempts failed, the user (Try again) or the network coming back asks again;
 * connect() reopens the manager, which then makes its five attempts anew.
 */
export function retryConnection() {
  if (!connection || connection.ended || connection.socket.connected || state !== 'failed') return;
  setState('connecting');
  connection.socket.connect();
}

window.addEventListener('online', retryConnection);

export function getSocketState(): SocketState {
  return state;
}

/** Called whenever the state changes or the socket is replaced. */
export function subscribeSocketState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function closeSocket() {
  close();
}
