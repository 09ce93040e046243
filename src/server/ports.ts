import type { Config } from './config';
import type { Database } from './db/client';
import type { Metrics } from './metrics';
import type { SideEffectRegistry } from './outbox/side-effect';

/**
 * What every area's registration function is built from; app.ts makes them once, before the
 * areas. What one area needs from another (a service) it is handed as a further argument.
 */
export interface Ports {
  db: Database;
  config: Config;
  /** The clock every rule reads; tests pass a fixed instant. */
  now: () => Date;
  metrics: Metrics;
  /** Where an area says how the outbox delivers the side effects it owns. */
  sideEffects: SideEffectRegistry;
}
