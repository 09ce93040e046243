import ReviewPage from '../../features/bookings/pages/review-page';

export default function ReviewRoute() {
  return <ReviewPage />;
}
