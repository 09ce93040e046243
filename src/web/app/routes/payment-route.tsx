import PaymentPage from '#web/features/bookings/pages/payment-page.tsx';

export default function PaymentRoute() {
  return <PaymentPage />;
}
