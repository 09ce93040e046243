import { describe, expect, it } from 'vitest';
import type { TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { sessionChip } from './session-status';

const now = new Date('2026-03-02T04:30:00.000Z');
const session = (overrides: Partial<TrainerSession>) =>
  ({
    status: 'confirmed',
    startsAt: '2026-03-03T04:30:00.000Z',
    trainerConfirmedAt: null,
    cancelledBy: null,
    ...overrides,
  }) as TrainerSession;

describe('a session’s status chip', () => {
  it('is Confirmed before the start', () => {
    expect(sessionChip(session({}), now)).toEqual({ label: 'Confirmed', tone: 'green' });
  });

  it('after the start, says whose confirmation of attendance is owed', () => {
    const started = { startsAt: '2026-03-01T12:30:00.000Z' };
    expect(sessionChip(session(started), now).label).toBe('Confirm attendance');
    expect(
      sessionChip(session({ ...started, trainerConfirmedAt: '2026-03-01T14:00:00.000Z' }), now),
    ).toEqual({ label: 'Waiting for client', tone: 'yellow' });
  });

  it('tells the trainer’s own cancellations apart', () => {
    expect(sessionChip(session({ status: 'cancelled', cancelledBy: 'trainer' }), now).label).toBe(
      'Cancelled by you',
    );
    expect(sessionChip(session({ status: 'cancelled', cancelledBy: 'client' }), now).label).toBe(
      'Cancelled',
    );
    expect(sessionChip(session({ status: 'completed' }), now).tone).toBe('blue');
  });
});
