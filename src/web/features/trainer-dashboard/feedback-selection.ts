import { MAX_PROFILE_FEEDBACK } from '#shared/trainer-dashboard-api.ts';

/**
 * Ticks or unticks one reviewed session for the profile. An eleventh tick is refused: the
 * selection stays as it was and `refused` is true, so the screen can say why.
 * Example: 10 chosen, tick another → { selected: the same 10, refused: true }.
 */
export function toggleFeedback(
  selected: readonly string[],
  bookingId: string,
  on: boolean,
): { selected: string[]; refused: boolean } {
  if (!on) return { selected: selected.filter((id) => id !== bookingId), refused: false };
  if (selected.includes(bookingId)) return { selected: [...selected], refused: false };
  if (selected.length >= MAX_PROFILE_FEEDBACK) return { selected: [...selected], refused: true };
  return { selected: [...selected, bookingId], refused: false };
}
