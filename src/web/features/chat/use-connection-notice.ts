import { useEffect, useRef, useState } from 'react';
import type { SocketState } from '#web/lib/use-chat-socket.ts';

const BACK_ONLINE_MS = 3_000;

export type ConnectionNotice = 'offline' | 'failed' | 'back' | null;

/** What the screen remembers of the channel's past states. */
export interface ConnectionMemory {
  everConnected: boolean;
  wentDown: boolean;
}

export const freshConnection: ConnectionMemory = { everConnected: false, wentDown: false };

/**
 * One step of the connection story (docs/product/chat.md#connection-and-reconnection): the memory
 * after `state`, and whether this step is the channel coming back after a loss (the moment for
 * "back online" and a catch-up reload).
 */
export function connectionStep(
  memory: ConnectionMemory,
  state: SocketState,
): { memory: ConnectionMemory; cameBack: boolean } {
  if (state === 'connected') {
    return { memory: { everConnected: true, wentDown: false }, cameBack: memory.wentDown };
  }
  const wentDown = memory.wentDown || (memory.everConnected && state !== 'connecting');
  return { memory: { ...memory, wentDown }, cameBack: false };
}

/** The banner: nothing for the page's first connection, "offline" after a loss or a failure. */
export function noticeFor(
  state: SocketState,
  memory: ConnectionMemory,
  showingBack: boolean,
): ConnectionNotice {
  if (state === 'failed') return 'failed';
  if (state === 'connected') return showingBack ? 'back' : null;
  if (state === 'reconnecting' || memory.wentDown) return 'offline';
  return state === 'disconnected' && memory.everConnected ? 'offline' : null;
}

/**
 * A banner while the channel is down and a short notice once it is back; `onBack` lets the
 * screen catch up on what it missed.
 */
export function useConnectionNotice(state: SocketState, onBack: () => void): ConnectionNotice {
  const [back, setBack] = useState(false);
  const memory = useRef(freshConnection);
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    const step = connectionStep(memory.current, state);
    memory.current = step.memory;
    setBack(step.cameBack);
    if (step.cameBack) onBackRef.current();
  }, [state]);

  useEffect(() => {
    if (!back) return;
    const timer = window.setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [back]);

  return noticeFor(state, memory.current, back);
}
