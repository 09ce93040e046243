import { describe, expect, it } from 'vitest';
import { createTrainerTurns } from './trainer-turns';

describe('trainer turns', () => {
  it('lets one of many simultaneous requests write and refuses the rest once it has', async () => {
    const turn = createTrainerTurns();
    let taken = false;
    let writes = 0;
    const attempts = Array.from({ length: 20 }, () =>
      turn(
        'trainer-1',
        async () => !taken,
        async () => {
          writes += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          taken = true;
          return 'booking';
        },
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((result) => result === 'booking')).toHaveLength(1);
    expect(results.filter((result) => result === null)).toHaveLength(19);
    expect(writes).toBe(1);
  });

  it('writes one after another for different slots of a trainer, and at once for others', async () => {
    const turn = createTrainerTurns();
    const log: string[] = [];
    const write = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      return name;
    };
    const free = async () => true;
    const results = await Promise.all([
      turn('trainer-1', free, write('a')),
      turn('trainer-1', free, write('b')),
      turn('trainer-2', free, write('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log.indexOf('end a')).toBeLessThan(log.indexOf('start b'));
    expect(log.indexOf('start c')).toBeLessThan(log.indexOf('end a'));
  });

  it('lets the next request try when a write fails', async () => {
    const turn = createTrainerTurns();
    const failing = turn(
      'trainer-1',
      async () => true,
      async () => {
        throw new Error('connection lost');
      },
    );
    const next = turn(
      'trainer-1',
      async () => true,
      async () => 'booking',
    );
    await expect(failing).rejects.toThrow('connection lost');
    await expect(next).resolves.toBe('booking');
  });
});
