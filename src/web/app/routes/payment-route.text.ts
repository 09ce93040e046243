import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

export const paymentPageText = catalogue('bookingPaymentPage', {
  goToTrainers: 'Go to Trainers',
  date: 'Date',
  time: 'Time',
  timeValue: (time: string, minutes: number) =>
    `${time} IST · ${formatNumber(minutes, 'en')} minutes`,
  location: 'Location',
  alreadyPaid: `${BOOKING_MESSAGES.bookingAlreadyPaid}.`,
  chooseAnotherSlot: 'Choose another slot',
  slotHeldFor: 'Slot held for',
  bookingSummary: 'Booking summary',
  paymentMethod: 'Payment method',
  payOnline: 'Pay online: UPI, cards, net banking or wallets.',
  feeBreakdown: 'Fee breakdown',
  freeCancellation: 'Free cancellation up to 24 hours before the session.',
});
