import { describe, expect, it } from 'vitest';
import { queuePageOf, queueViewOf } from './queue-views';

describe('the queue named in the address', () => {
  it('lands on portfolios awaiting review', () => {
    expect(queueViewOf(null).status).toBe('pending_review');
    expect(queueViewOf('nonsense').status).toBe('pending_review');
    expect(queueViewOf('rejected')).toMatchObject({ label: 'Rejected' });
  });

  it('reads a page from 1, else the first', () => {
    expect(queuePageOf('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two']) expect(queuePageOf(bad)).toBe(1);
  });
});
