import { badRequest, notFound } from '#server/http-error.ts';
import {
  type AvailabilitySettings,
  blockedDatesProblem,
  upcomingBlockedDates,
} from '#shared/availability.ts';
import type { Weekday } from '#shared/catalog.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { AvailabilityRepository, StoredAvailability } from './availability.repository';

const view = (stored: StoredAvailability, now: Date): AvailabilitySettings => ({
  workingDays: stored.workingDays as Weekday[],
  blockedDays: stored.blockedDays as Weekday[],
  blockedDates: upcomingBlockedDates(stored.blockedDates, now),
});

export function createAvailabilityService(repository: AvailabilityRepository, now: () => Date) {
  async function ownTrainer(userId: string) {
    const stored = await repository.findByUser(userId);
    if (!stored) throw notFound(MESSAGES.trainerNotFound);
    return stored;
  }

  return {
    async get(userId: string): Promise<AvailabilitySettings> {
      return view(await ownTrainer(userId), now());
    },

    /**
     * Replaces the settings; new bookings see them at once (the slot endpoints and the listing
     * read the same columns). Dates already past drop out; each date sent must pass the rules.
     */
    async update(userId: string, input: AvailabilitySettings): Promise<AvailabilitySettings> {
      const current = now();
      const stored = await ownTrainer(userId);
      const problem = blockedDatesProblem(input.blockedDates, current);
      if (problem) throw badRequest(problem, { blockedDates: problem });
      const next: StoredAvailability = {
        trainerId: stored.trainerId,
        workingDays: input.workingDays,
        blockedDays: input.blockedDays,
        blockedDates: [...input.blockedDates].sort(),
      };
      await repository.save(next, current);
      return view(next, current);
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
