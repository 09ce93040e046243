import { catalogue } from '#shared/catalogue.ts';

export const bookingSheetText = catalogue('bookingSheet', {
  title: (trainer: string) => `Book a session with ${trainer}`,
  description: '60-minute session · times in India Standard Time',
  service: 'Service',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  sessionFee: 'Session fee',
  chooseService: 'Choose a service',
  placingBooking: 'Placing booking...',
  bookWithCredit: 'Book with credit',
  placeBooking: 'Place Booking',
  loadingDates: 'Loading available dates...',
  loadingSlots: 'Loading time slots...',
  gymEntry:
    'Kasrat is not responsible for entry to the gym. You need a valid membership or a trial pass to train there.',
  membershipRequired: (details: string | null) =>
    details ? `This gym requires a membership: ${details}` : 'This gym requires a membership.',
  yourAddress: 'Your address',
});
