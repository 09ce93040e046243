import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { visibleErrors } from './form-errors';

describe('which messages show', () => {
  const problems = { 'personal.price': PORTFOLIO_MESSAGES.priceTooLow };

  it('shows a problem only once its field is touched, and all of them after a save attempt', () => {
    expect(visibleErrors(problems, new Set(), {})).toEqual({});
    expect(visibleErrors(problems, new Set(['online.price']), {})).toEqual({});
    expect(visibleErrors(problems, new Set(['personal.price']), {})).toEqual(problems);
    expect(visibleErrors(problems, 'all', {})).toEqual(problems);
  });

  it('shows the server’s message where the form has none', () => {
    const server = { 'group.price': 'Service price must be at most ₹1,00,000' };
    expect(visibleErrors(problems, 'all', server)).toEqual({ ...problems, ...server });
  });
});
