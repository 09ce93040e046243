import ReviewPage from '#web/features/bookings/pages/review-page.tsx';

export default function ReviewRoute() {
  return <ReviewPage />;
}
