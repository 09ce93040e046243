import { catalogue } from '#shared/catalogue.ts';

export const razorpayText = catalogue('bookingRazorpay', {
  didNotLoad: 'Razorpay Checkout did not load',
  couldNotLoad: 'Razorpay Checkout could not be loaded',
});
