import { describe, expect, it } from 'vitest';
import { distanceKm } from '#shared/geo.ts';
import { type CrowdedCell, createNearbyTotals, LISTING_TOTAL_CAP } from './nearby-totals';

const EARTH_RADIUS_KM = 6378.168;
const filters = { topicSpecializations: [], topicServices: [], services: [], anywhere: false };

describe('crowded cells', () => {
  const totals = createNearbyTotals(() => new Date('2026-03-02T04:30:00.000Z'));
  /** A count in `cell` that found it past the cap. */
  const countedPastTheCap = (cell: CrowdedCell) =>
    totals.learn(cell, totals.countFor(cell)!, { total: LISTING_TOTAL_CAP + 1, crowded: true });
  /** Whether a search in `cell` would be counted at all. */
  const isCrowded = (cell: CrowdedCell) => totals.countFor(cell) === null;

  it('proves the cap only with trainers that every point of the cell reaches', () => {
    const bandra = { latitude: 19.0596, longitude: 72.8295, radiusMeters: 100_000, ...filters };
    const circle = totals.cellOf(bandra)!.circle!;
    expect(circle.latitude).toBeCloseTo(19.075, 9);
    expect(circle.longitude).toBeCloseTo(72.825, 9);
    expect(circle.radiusMeters / 1000).toBeCloseTo(96.17, 2);
    // Any point of the cell, and any trainer in the circle: within 100 km of each other.
    for (const [dLat, dLng] of [
      [-0.025, -0.025],
      [0.025, 0.025],
      [-0.025, 0.025],
      [0.0249, -0.0249],
    ] as const) {
      const visitor = { latitude: 19.075 + dLat, longitude: 72.825 + dLng };
      const reach = distanceKm(circle, visitor, EARTH_RADIUS_KM);
      expect(reach + circle.radiusMeters / 1000).toBeLessThanOrEqual(100);
    }
  });

  it('shares one cell between nearby visitors with the same filters, not across filters', () => {
    const here = { latitude: 19.0596, longitude: 72.8295, radiusMeters: 100_000, ...filters };
    const cell = totals.cellOf(here)!;
    countedPastTheCap(cell);
    expect(isCrowded(totals.cellOf({ ...here, latitude: 19.06 })!)).toBe(true);
    const yoga = { ...here, topicSpecializations: ['Yoga & Pilates'] };
    expect(isCrowded(totals.cellOf(yoga)!)).toBe(false);
  });

  it('has one cell for India-wide searches, whatever the position, per filters', () => {
    const online = { ...filters, anywhere: true, services: ['online'] };
    const delhi = totals.cellOf({
      latitude: 28.6,
      longitude: 77.2,
      radiusMeters: 100_000,
      ...online,
    })!;
    expect(delhi.circle).toBeNull();
    countedPastTheCap(delhi);
    const chennai = { latitude: 13.08, longitude: 80.27, radiusMeters: 100_000, ...online };
    expect(isCrowded(totals.cellOf(chennai)!)).toBe(true);
    const yoga = { ...chennai, topicSpecializations: ['Yoga & Pilates'] };
    expect(isCrowded(totals.cellOf(yoga)!)).toBe(false);
  });

  it('counts a visitor in a cell found under the cap at their own position only', () => {
    const pune = { latitude: 18.52, longitude: 73.85, radiusMeters: 100_000, ...filters };
    const cell = totals.cellOf(pune)!;
    const first = totals.countFor(cell)!;
    expect(first.crowdedIf).toEqual(cell.circle);
    totals.learn(cell, first, { total: 420, crowded: false });
    expect(totals.countFor(cell)).toEqual({ upTo: LISTING_TOTAL_CAP + 1, crowdedIf: null });
  });

  it('has no cell for a radius smaller than a cell', () => {
    expect(
      totals.cellOf({ latitude: 19.0596, longitude: 72.8295, radiusMeters: 3000, ...filters }),
    ).toBeNull();
  });
});
