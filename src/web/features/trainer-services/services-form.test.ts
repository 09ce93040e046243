import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  draftOf,
  offersOf,
  type ServicesDraft,
  saveFailureMessage,
  servicesProblems,
} from './services-form';

const draft = (change: Partial<ServicesDraft> = {}): ServicesDraft => ({
  personal: { enabled: true, price: '1800' },
  group: { enabled: false, price: '' },
  online: { enabled: true, price: '999.50' },
  ...change,
});

describe('the services form and its request body', () => {
  it('sends prices in rupees as numbers, an empty price as null', () => {
    expect(offersOf(draft())).toEqual({
      personal: { enabled: true, price: 1800 },
      group: { enabled: false, price: null },
      online: { enabled: true, price: 999.5 },
    });
  });

  it('keeps a switched-off service’s price, so switching it back on restores it', () => {
    const body = offersOf(draft({ group: { enabled: false, price: '700' } }));
    expect(body.group).toEqual({ enabled: false, price: 700 });
  });

  it('round-trips what the server sent', () => {
    const loaded = {
      personal: { enabled: true, price: 1800 },
      group: { enabled: true, price: 700 },
      online: { enabled: false, price: null },
    };
    expect(draftOf(loaded).online.price).toBe('');
    expect(offersOf(draftOf(loaded))).toEqual(loaded);
  });

  it('finds the shared rules’ problems under the server’s field names', () => {
    expect(servicesProblems(draft())).toEqual({});
    expect(servicesProblems(draft({ personal: { enabled: true, price: '40' } }))).toEqual({
      'personal.price': PORTFOLIO_MESSAGES.priceTooLow,
    });
    expect(servicesProblems(draft({ online: { enabled: true, price: '' } }))).toEqual({
      'online.price': PORTFOLIO_MESSAGES.priceRequired,
    });
    // a switched-off service's price is not checked
    expect(servicesProblems(draft({ group: { enabled: false, price: '5' } }))).toEqual({});
    const noneEnabled = {
      personal: { enabled: false, price: '1800' },
      online: { enabled: false, price: '' },
    };
    expect(servicesProblems(draft(noneEnabled))).toEqual({
      body: PORTFOLIO_MESSAGES.enableOneService,
    });
  });
});

describe('the failure toast', () => {
  it('uses a refusal’s own words', () => {
    const refused = new ApiError(PORTFOLIO_MESSAGES.enableOneService, 400, {
      body: PORTFOLIO_MESSAGES.enableOneService,
    });
    expect(saveFailureMessage(refused)).toBe(PORTFOLIO_MESSAGES.enableOneService);
  });

  it('falls back to the spec’s alert for a server error, a lost connection or anything else', () => {
    expect(saveFailureMessage(new ApiError('Internal server error', 500))).toBe(
      PORTFOLIO_MESSAGES.servicesSaveFailed,
    );
    expect(saveFailureMessage(new ApiError('Network error', null))).toBe(
      PORTFOLIO_MESSAGES.servicesSaveFailed,
    );
    expect(saveFailureMessage(new TypeError('boom'))).toBe(PORTFOLIO_MESSAGES.servicesSaveFailed);
  });
});
