import { describe, expect, it } from 'vitest';
import type { SocketState } from '#web/lib/use-chat-socket.ts';
import { connectionStep, freshConnection, noticeFor } from './use-connection-notice';

/** The notices a run of states shows, and the steps at which the chat came back. */
function story(states: SocketState[]) {
  let memory = freshConnection;
  return states.map((state) => {
    const step = connectionStep(memory, state);
    memory = step.memory;
    return { notice: noticeFor(state, memory, step.cameBack), cameBack: step.cameBack };
  });
}

describe('the connection notice', () => {
  it('says nothing about the page’s first connection', () => {
    expect(story(['connecting', 'connected'])).toEqual([
      { notice: null, cameBack: false },
      { notice: null, cameBack: false },
    ]);
  });

  it('shows offline while reconnecting and back online once connected again', () => {
    expect(story(['connecting', 'connected', 'reconnecting', 'reconnecting', 'connected'])).toEqual(
      [
        { notice: null, cameBack: false },
        { notice: null, cameBack: false },
        { notice: 'offline', cameBack: false },
        { notice: 'offline', cameBack: false },
        { notice: 'back', cameBack: true },
      ],
    );
  });

  it('says the connection failed after the last attempt, and comes back from a retry', () => {
    const steps = story(['connected', 'reconnecting', 'failed', 'connecting', 'connected']);
    expect(steps.map((step) => step.notice)).toEqual([
      null,
      'offline',
      'failed',
      'offline',
      'back',
    ]);
    expect(steps.at(-1)?.cameBack).toBe(true);
  });

  it('reports a first connection that never gets through', () => {
    expect(story(['connecting', 'failed']).map((step) => step.notice)).toEqual([null, 'failed']);
  });
});
