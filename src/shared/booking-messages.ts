import { catalogue } from './catalogue';

/**
 * The catalogue's booking, payment and review messages: a module of their own so the listing's
 * first JavaScript does not carry them.
 */
export const BOOKING_MESSAGES = {
  // Booking (docs/product/booking.md)
  fillRequiredFields: 'Please fill in all required fields',
  serviceRequired: 'Please choose a service',
  dateRequired: 'Please choose a date',
  timeSlotRequired: 'Please choose a time',
  yourHold: (payBy: string) => `Your hold · pay by ${payBy}`,
  slotAlreadyBooked: 'This time slot is already booked by another client',
  noAvailableDates: 'No available dates in the next 14 days. Please contact the trainer directly.',
  loadSlotsFailed: 'Failed to load available time slots',
  slotCheckFailed: 'Could not check slot availability. All slots will be shown as available.',
  bookingSubmitFailed: 'Failed to submit booking. Please try again.',
  invalidBookingDate: 'Date must be a calendar date written YYYY-MM-DD',
  dateOutsideWindow: 'Please choose a date from today to 14 days ahead',
  dateRangeInvalid: 'The end date must be on or after the start date, at most 14 days later',
  dateNotAvailable: 'The trainer is not available on this date',
  slotNotOffered: 'The trainer does not offer this time slot',
  slotTooSoon: 'This time slot starts too soon. Please choose a slot at least 60 minutes away.',
  serviceNotOffered: 'The trainer does not offer this service',
  unknownService: 'Service must be personal, group or online',
  locationRequired: 'Please choose where the session takes place',
  locationNotOffered: 'The trainer does not train at this location',
  onlineLocationMismatch: 'Online sessions take place online; choose the online service for them',
  addressRequired: "Please enter the address for a session at the client's home",
  addressTooLong: 'Address must not exceed 300 characters',
  cannotBookYourself: 'You cannot book a session with yourself',
  bookingNotFound: 'Booking not found',
  calendarNeedsConfirmed: 'Only a confirmed session can be added to your calendar',
  bookingCreated: 'Slot held for 15 minutes. Complete the payment to confirm your booking.',
  // Unpaid holds are scarce (docs/decisions/0031-scarce-holds-and-paid-chats.md)
  holdLimitPerTrainer: (trainer: string, when: string) =>
    `You already hold ${when} with ${trainer} without paying. Complete its payment or release it before holding another slot with ${trainer}.`,
  holdLimitPerClient: (count: number, trainer: string, when: string) =>
    `You already hold ${count} slots without paying. Complete the payment for ${when} with ${trainer}, or release it, before holding another slot.`,
  holdLimitReached:
    'You hold too many slots without paying. Complete a payment or release a hold before holding another slot.',
  holdLimitPerSlot: 'You have held this slot twice without paying. Please choose another time.',
  completeHoldPayment: 'Complete payment',
  releaseHold: 'Release hold',
  releasingHold: 'Releasing...',
  holdReleased: 'Hold released. The slot is free for others again.',
  releaseHoldFailed: 'Could not release the hold. Please try again.',
  holdExpired: 'This booking hold has expired. Please choose a slot again.',
  bookingAlreadyPaid: 'This booking is already paid',
  bookingNotPayable: 'This booking can no longer be paid',
  bookingCancelled: 'Booking cancelled.',
  bookingCancelledWithRefund: 'Booking cancelled. Your full refund is on its way.',
  bookingCancelledNoRefund:
    'Booking cancelled. Cancellations within 24 hours of the session are not refunded.',
  sessionCancelledClientRefunded: (client: string) =>
    `Session cancelled. ${client} is refunded in full and gets an e-mail with your reason.`,
  sessionCancelledClientTold: (client: string) =>
    `Session cancelled. ${client} gets an e-mail with your reason.`,
  cancellationReasonRequired: 'Say why you are cancelling.',
  cancellationReasonTooLong: 'The reason must not exceed 300 characters',
  bookingNotCancellable: 'This booking can no longer be cancelled',
  attendanceConfirmed: 'Attendance confirmed',
  attendanceTooEarly: 'You can confirm attendance once the session has started',
  attendanceNotOwed: 'There is no attendance to confirm for this booking',

  // Payment (docs/product/booking.md#payment)
  noBookingInformation: 'No booking information found',
  authenticationFailedFor: (operation: string) =>
    `Authentication failed for ${operation}. Please refresh and try again.`,
  sessionExpiredRefresh: 'Session expired. Please refresh the page and try again.',
  authenticationIssue: 'Authentication issue. Please refresh and try again.',
  createOrderFailed: 'Failed to create order',
  paymentVerificationFailed: 'Payment verification failed. Please contact support.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentSuccessful: 'Payment successful! Your session is confirmed.',
  paymentCancelled: 'Payment cancelled. You can try again.',
  invalidSignature: 'The payment signature does not match',
  orderNotFound: 'Payment order not found',
  orderMismatch: 'This payment does not belong to this booking',
  amountMismatch: 'The amount does not match the booking. Amounts are in paise.',
  paymentNotFound: 'No payment found for this booking',
  sandboxOnly: 'The sandbox checkout is not active',
  testModeNotice: 'Test mode: no money moves',
  testModeDetail:
    'Payments here are simulated. Nothing is charged to you and nothing is paid to the trainer.',

  // Refunds (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md)
  refundPending: 'Your refund is on its way to your payment method.',
  refundRetrying:
    'Your refund did not go through yet. We are retrying it; you do not need to do anything.',
  refundProcessed: 'Your full refund has been processed to your payment method.',
  refundRetried: 'Refund sent again.',
  refundNotRetryable: 'This refund is not waiting for a retry',
  refundRetryFailed: 'Could not send the refund again. Please try again.',
  refundsLoadFailed: 'Failed to load the refunds',
  noFailedRefunds:
    'No refund is waiting for a retry. Refunds that fail are retried on their own first.',
  webhookSignatureInvalid: 'Invalid webhook signature',

  // Review (docs/product/sessions-and-reviews.md#reviews)
  selectRating: 'Please select a rating',
  ratingOutOfRange: 'Rating must be a whole number from 1 to 5',
  commentTooLong: 'Quick comment must not exceed 200 characters',
  reviewTooLong: 'Review must not exceed 1000 characters',
  ratingSubmitFailed: 'Failed to submit rating. Please try again.',
  ratingSubmitted: 'Rating submitted successfully!',
  loadSessionFailed: 'Failed to load session details. Please try again.',
  reviewSubmitFailed: 'Failed to submit review. Please try again.',
  sessionNotFound: 'Session not found',
  reviewTooEarly: 'You can review a session once it has started',
  reviewNotAllowed: 'Only the client of a confirmed or completed session can review it',
} as const;

export const BOOKING_TEXT = catalogue('bookingMessages', BOOKING_MESSAGES);
