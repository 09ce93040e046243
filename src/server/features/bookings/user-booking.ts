import { isPaidBooking } from '#server/db/paid-booking.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { LOCATION_LABELS } from '#shared/booking-schemas.ts';
import { cancellationRefunds } from '#shared/booking-status.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { paiseToRupees } from '#shared/money.ts';
import { SESSION_MINUTES } from '#shared/schedule.ts';
import type { BookingView } from './bookings.repository';

export function viewerRole(view: BookingView, userId: string): 'client' | 'trainer' | null {
  if (view.booking.clientId === userId) return 'client';
  if (view.trainer.userId === userId) return 'trainer';
  return null;
}

function paymentStatus(view: BookingView): UserBooking['paymentStatus'] {
  const refund = view.payment?.refundState;
  if (refund === 'processed') return 'refunded';
  if (refund === 'pending') return 'refund_pending';
  // A refund that failed for good waits for an admin's Retry: to the client, still retrying.
  if (refund === 'retrying' || refund === 'failed') return 'refund_failed';
  if (view.payment?.status === 'paid') return 'paid';
  // Paid with a pack credit: the pack's payment paid it.
  if (view.booking.packId && isPaidBooking(view.booking)) return 'paid';
  return 'unpaid';
}

export function clientName(client: BookingView['client']): string {
  return [client.firstName, client.lastName].filter(Boolean).join(' ') || client.name;
}

/** One booking as `role` sees it at `now`: what they may do is decided here, by the server. */
export function toUserBooking(
  view: BookingView,
  role: 'client' | 'trainer',
  now: Date,
): UserBooking {
  const row = view.booking;
  // an unpaid hold past its 15 minutes is expired, whether or not the job has marked it yet
  const status =
    row.status === 'pending' && (row.holdExpiresAt === null || row.holdExpiresAt <= now)
      ? 'expired'
      : row.status;
  const started = now.getTime() >= row.startsAt.getTime();
  const holdOpen = status === 'pending';
  const ownConfirmation = role === 'client' ? row.clientConfirmedAt : row.trainerConfirmedAt;
  const meetingUrl =
    row.location === 'online' && (row.status === 'confirmed' || row.status === 'completed')
      ? row.meetingUrl
      : null;
  return {
    id: row.id,
    _id: row.id,
    viewerRole: role,
    trainerId: row.trainerId,
    trainer: {
      id: view.trainer.id,
      name: view.trainer.name,
      title: view.trainer.title,
      phone: view.trainer.phone,
      specializations: view.trainer.specializations,
      profileImage: view.trainer.profileImage,
      bio: view.trainer.bio,
    },
    client: { id: view.client.id, name: clientName(view.client), email: view.client.email },
    service: row.service,
    serviceName: SERVICE_NAMES[row.service],
    location: row.location,
    locationLabel:
      row.location === 'gym' && view.trainer.gymName
        ? `${LOCATION_LABELS.gym}: ${view.trainer.gymName}`
        : LOCATION_LABELS[row.location],
    address: row.location === 'gym' ? view.trainer.gymAddress : row.address,
    sessionDate: row.sessionDate,
    timeSlot: row.timeSlot,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    duration: SESSION_MINUTES,
    status,
    amount: paiseToRupees(row.totalPaise),
    pricePaise: row.pricePaise,
    platformFeePaise: row.platformFeePaise,
    gstPaise: row.gstPaise,
    totalPaise: row.totalPaise,
    paymentStatus: paymentStatus(view),
    paymentMethod: view.payment?.method ?? (row.packId ? 'pack' : null),
    packId: row.packId,
    expiresAt: status === 'pending' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    rating: view.review?.rating ?? 0,
    comment: view.review?.comment ?? null,
    review: view.review?.review ?? null,
    meeting:
      meetingUrl !== null
        ? {
            provider: row.meetingProvider ?? 'jitsi',
            meetingId: row.meetingId ?? '',
            meetingPassword: row.meetingPassword,
            joinUrl: meetingUrl,
          }
        : null,
    clientConfirmedAt: row.clientConfirmedAt?.toISOString() ?? null,
    trainerConfirmedAt: row.trainerConfirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    createdAt: row.createdAt.toISOString(),
    actions: {
      canPay: role === 'client' && holdOpen,
      canCancel: (status === 'pending' || status === 'confirmed') && !started,
      cancelRefunds:
        row.status === 'confirmed' && !started && cancellationRefunds(role, row.startsAt, now),
      canConfirmAttendance: row.status === 'confirmed' && started && ownConfirmation === null,
      canReview:
        role === 'client' && (row.status === 'confirmed' || row.status === 'completed') && started,
      canMessage: isPaidBooking(row),
    },
  };
}
