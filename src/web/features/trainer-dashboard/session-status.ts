import type { Translation } from '#shared/catalogue.ts';
import type { TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { sessionStatusText } from './session-status.text';

export type ChipTone = 'green' | 'yellow' | 'red' | 'blue' | 'gray';

export const CHIP_CLASSES: Record<ChipTone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  gray: 'bg-slate-100 text-slate-700',
};

/**
 * A session's status chip as its trainer needs it. A confirmed session whose start has
 * passed is pending: it completes when both sides confirm attendance
 * (docs/product/sessions-and-reviews.md#attendance-and-completion), so the chip says whose
 * confirmation is owed. `labels` are the page language's.
 * Example: confirmed, started, trainer confirmed, client not → 'Waiting for client' (yellow).
 */
export function sessionChip(
  session: TrainerSession,
  now: Date,
  labels: Translation<typeof sessionStatusText.english> = sessionStatusText.english,
): { label: string; tone: ChipTone } {
  switch (session.status) {
    case 'completed':
      return { label: labels.completed, tone: 'blue' };
    case 'cancelled':
      return {
        label: session.cancelledBy === 'trainer' ? labels.cancelledByYou : labels.cancelled,
        tone: 'red',
      };
    case 'expired':
      return { label: labels.expired, tone: 'gray' };
    case 'pending':
      return { label: labels.awaitingPayment, tone: 'yellow' };
    case 'confirmed':
      if (new Date(session.startsAt).getTime() > now.getTime()) {
        return { label: labels.confirmed, tone: 'green' };
      }
      return session.trainerConfirmedAt === null
        ? { label: labels.confirmAttendance, tone: 'yellow' }
        : { label: labels.waitingForClient, tone: 'yellow' };
  }
}
