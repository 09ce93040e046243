import { describe, expect, it } from 'vitest';
import { fromPricePaise } from './from-price';

const offer = (enabled: boolean, pricePaise: number) => ({ enabled, pricePaise });

describe('the "from" price', () => {
  it('is the lowest enabled price, whichever service it is', () => {
    // The trainer: the card said from ₹1,000 (group), the profile From ₹2,050 (personal).
    const services = {
      personal: offer(true, 205_000),
      group: offer(true, 100_000),
      online: offer(true, 150_000),
    };
    expect(fromPricePaise(services)).toBe(100_000);
    expect(fromPricePaise({ ...services, group: offer(false, 100_000) })).toBe(150_000);
    expect(
      fromPricePaise({
        personal: offer(false, 50_000),
        group: offer(false, 1),
        online: offer(true, 80_000),
      }),
    ).toBe(80_000);
  });

  it('is null when no service is enabled, or none is stored', () => {
    expect(
      fromPricePaise({
        personal: offer(false, 1),
        group: offer(false, 1),
        online: offer(false, 1),
      }),
    ).toBeNull();
    expect(fromPricePaise({})).toBeNull();
  });
});
