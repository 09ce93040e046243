import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentBreakdown, TRAINER_COMMISSION_PERCENT, trainerShare } from './fees';

/**
 * The money rules as invariants over any price and rate (fees.test.ts checks the exact
 * amounts against rational arithmetic): nothing is lost, nothing is negative, all is paise.
 */

const pricesPaise = fc.integer({ min: 0, max: 100_000_000 });
const percents = fc.integer({ min: 0, max: 5_000 }).map((hundredths) => hundredths / 100);
const services = fc.constantFrom(
  ...(Object.keys(TRAINER_COMMISSION_PERCENT) as (keyof typeof TRAINER_COMMISSION_PERCENT)[]),
);

const isPaise = (value: number) => Number.isSafeInteger(value) && value >= 0;

describe('what a client pays, for any price and rates', () => {
  it('is the fee plus the platform fee plus GST, all whole paise, never negative', () => {
    fc.assert(
      fc.property(pricesPaise, percents, percents, (price, platformFeePercent, gstPercent) => {
        const paid = paymentBreakdown(price, { platformFeePercent, gstPercent });
        expect(paid.sessionFeePaise).toBe(price);
        expect(paid.totalPaise).toBe(price + paid.platformFeePaise + paid.gstPaise);
        for (const amount of Object.values(paid)) expect(isPaise(amount)).toBe(true);
      }),
    );
  });

  it('rounds the platform fee and GST to whole rupees, within half a rupee of the rate', () => {
    fc.assert(
      fc.property(pricesPaise, percents, percents, (price, platformFeePercent, gstPercent) => {
        const paid = paymentBreakdown(price, { platformFeePercent, gstPercent });
        expect(paid.platformFeePaise % 100).toBe(0);
        expect(paid.gstPaise % 100).toBe(0);
        // in basis points × paise, so the comparison itself is exact
        const feeBp = Math.round(platformFeePercent * 100);
        const gstBp = Math.round(gstPercent * 100);
        expect(Math.abs(paid.platformFeePaise * 10_000 - price * feeBp)).toBeLessThanOrEqual(
          50 * 10_000,
        );
        expect(
          Math.abs(paid.gstPaise * 10_000 - paid.platformFeePaise * gstBp),
        ).toBeLessThanOrEqual(50 * 10_000);
      }),
    );
  });

  it('never charges less for a dearer session, nor more than the price at a 0% fee', () => {
    fc.assert(
      fc.property(
        pricesPaise,
        fc.integer({ min: 0, max: 1_000_000 }),
        percents,
        percents,
        (price, more, platformFeePercent, gstPercent) => {
          const rates = { platformFeePercent, gstPercent };
          expect(paymentBreakdown(price + more, rates).totalPaise).toBeGreaterThanOrEqual(
            paymentBreakdown(price, rates).totalPaise,
          );
          expect(paymentBreakdown(price, { platformFeePercent: 0, gstPercent }).totalPaise).toBe(
            price,
          );
        },
      ),
    );
  });
});

describe("a trainer's earning, for any price and service", () => {
  it('and the commission add up to the price, both whole paise, never negative', () => {
    fc.assert(
      fc.property(services, pricesPaise, (service, price) => {
        const { platformFeePaise, earningPaise } = trainerShare(service, price);
        expect(earningPaise + platformFeePaise).toBe(price);
        expect(isPaise(platformFeePaise)).toBe(true);
        expect(isPaise(earningPaise)).toBe(true);
      }),
    );
  });

  it('keeps the commission within half a paisa of its percent, and no smaller for a dearer session', () => {
    fc.assert(
      fc.property(
        services,
        pricesPaise,
        fc.integer({ min: 0, max: 1_000_000 }),
        (service, price, more) => {
          const { platformFeePaise } = trainerShare(service, price);
          const exactTimes100 = price * TRAINER_COMMISSION_PERCENT[service];
          expect(Math.abs(platformFeePaise * 100 - exactTimes100)).toBeLessThanOrEqual(50);
          expect(trainerShare(service, price + more).platformFeePaise).toBeGreaterThanOrEqual(
            platformFeePaise,
          );
        },
      ),
    );
  });
});
