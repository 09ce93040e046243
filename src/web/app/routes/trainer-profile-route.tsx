import { lazy, Suspense, useCallback, useState } from 'react';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import TrainerProfilePage from '#web/features/trainer-profile/pages/trainer-profile-page.tsx';

// Loaded when a signed-in visitor books, so the profile page's chunk stays small.
const BookingModal = lazy(() => import('#web/features/bookings/components/booking-modal.tsx'));

/**
 * `/trainer/:id`: the profile page and the booking modal are features that do not import
 * each other; this route composes them through `onBookSession`.
 */
export default function TrainerProfileRoute() {
  const [booking, setBooking] = useState<TrainerProfile | null>(null);
  const [open, setOpen] = useState(false);
  const openBooking = useCallback((trainer: TrainerProfile) => {
    setBooking(trainer);
    setOpen(true);
  }, []);
  return (
    <>
      <TrainerProfilePage onBookSession={openBooking} />
      {booking && (
        <Suspense fallback={null}>
          <BookingModal key={booking.id} trainer={booking} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
