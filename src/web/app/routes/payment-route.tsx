import PaymentPage from '../../features/bookings/pages/payment-page';

export default function PaymentRoute() {
  return <PaymentPage />;
}
