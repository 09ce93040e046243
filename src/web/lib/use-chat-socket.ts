import { useEffect, useState, useSyncExternalStore } from 'react';
import { CHAT_RECONNECT } from '#shared/chat-api.ts';
import { tokenStore } from './auth/token-store';
import type * as SocketModule from './socket';

type Module = typeof SocketModule;

export type { ChatSocket, SocketState } from './socket';

let loading: Promise<Module> | null = null;
/** socket.io-client arrives with the first signed-in screen that asks for it. */
export function loadSocketModule(): Promise<Module> {
  loading ??= import('./socket');
  return loading;
}

const noop = () => () => {};
const disconnected = () => 'disconnected' as const;

/**
 * The signed-in user's socket and its state, for a component; null until socket.io-client
 * has loaded (or for a visitor). Listeners attach in the caller's effects on the socket.
 */
export function useChatSocket(userId: string | null | undefined) {
  const [module, setModule] = useState<Module | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadSocketModule().then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [userId]);
  const state = useSyncExternalStore(
    module?.subscribeSocketState ?? noop,
    module?.getSocketState ?? disconnected,
    disconnected,
  );
  const socket =
    module && userId
      ? module.acquireSocket(userId, { tokens: tokenStore, reconnect: CHAT_RECONNECT })
      : null;
  return { socket, state, retry: module?.retryConnection };
}
