import { SERVICE_KEYS, type ServiceKey } from './catalog';

interface PricedService {
  enabled: boolean;
  pricePaise: number;
}

/**
 * A trainer's "from ₹…" wherever it appears (docs/product/discovery.md#from-price): the lowest
 * price among the enabled services, null with none enabled. The listing sorts by the same rule in
 * SQL (FROM_PRICE_SQL, src/server/db/schema/marketplace.ts).
 * Example: personal ₹2,050 on, group ₹1,000 on, online ₹1,500 off → 100000.
 */
export function fromPricePaise(
  services: Partial<Record<ServiceKey, PricedService | undefined>>,
): number | null {
  let lowest: number | null = null;
  for (const key of SERVICE_KEYS) {
    const service = services[key];
    if (service?.enabled && (lowest === null || service.pricePaise < lowest)) {
      lowest = service.pricePaise;
    }
  }
  return lowest;
}
