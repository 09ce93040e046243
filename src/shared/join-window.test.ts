import { describe, expect, it } from 'vitest';
import { istInstant } from './ist';
import { joinWindow } from './join-window';

// 10:00 AM IST on Monday 2 March 2026 is 04:30 UTC.
const start = istInstant('2026-03-02', 10);
const at = (hour: number, minute: number) => istInstant('2026-03-02', hour, minute);

describe('join window of an online session (IST instants, any machine time zone)', () => {
  it('reads Later more than an hour ahead and Soon within the hour, without joining', () => {
    expect(joinWindow(start, at(8, 30))).toMatchObject({
      state: 'upcoming',
      canJoin: false,
      buttonLabel: 'Later',
      message: 'Starts Today 10:00 AM · in 1 h 30 min',
    });
    expect(joinWindow(start, at(9, 30))).toMatchObject({
      state: 'upcoming',
      canJoin: false,
      buttonLabel: 'Soon',
      minutesToStart: 30,
    });
    expect(joinWindow(start, istInstant('2026-02-28', 9)).message).toBe(
      'Starts Mon 2 Mar, 10:00 AM · in 2 days',
    );
  });

  it('opens 10 minutes before the start', () => {
    expect(joinWindow(start, at(9, 49)).canJoin).toBe(false);
    expect(joinWindow(start, at(9, 50))).toMatchObject({
      state: 'starting_soon',
      canJoin: true,
      buttonLabel: 'Join',
    });
  });

  it('is active from the start and ending soon in its last quarter hour', () => {
    expect(joinWindow(start, at(10, 0))).toMatchObject({
      state: 'active',
      canJoin: true,
      message: 'Session is active now',
    });
    expect(joinWindow(start, at(10, 55))).toMatchObject({ state: 'ending_soon', canJoin: true });
  });

  it('ends one hour and ten minutes after the start', () => {
    expect(joinWindow(start, at(11, 9)).canJoin).toBe(true);
    expect(joinWindow(start, at(11, 10))).toMatchObject({
      state: 'ended',
      canJoin: false,
      message: 'Session has ended',
    });
  });
});

describe('join window in Hindi', () => {
  it('says when the session starts and what the button does, in Hindi', async () => {
    await import('./locales/hi/index');
    expect(joinWindow(start, at(8, 30), 'hi')).toMatchObject({
      canJoin: false,
      buttonLabel: 'बाद में',
      message: 'शुरू होगा: आज सुबह 10:00 · 1 घंटे 30 मिनट में',
    });
    expect(joinWindow(start, at(10, 0), 'hi')).toMatchObject({
      buttonLabel: 'जुड़ें',
      message: 'सेशन अभी चल रहा है',
    });
  });
});
