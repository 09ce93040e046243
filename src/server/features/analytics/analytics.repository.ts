import type { Database } from '#server/db/client.ts';
import { analyticsEvent } from '#server/db/schema.ts';

export function createAnalyticsRepository(db: Database) {
  return {
    async add(event: {
      name: string;
      userId: string | null;
      path: string | null;
      params: Record<string, unknown> | null;
      at: Date;
    }) {
      await db.insert(analyticsEvent).values({
        name: event.name,
        userId: event.userId,
        path: event.path,
        params: event.params,
        createdAt: event.at,
      });
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
