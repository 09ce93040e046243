import { catalogue } from '#shared/catalogue.ts';

export const sandboxCheckoutText = catalogue('bookingSandboxCheckout', {
  methods: { upi: 'UPI', card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet' },
  paymentMethod: 'Payment method',
  upiId: 'UPI ID',
  upiInvalid: 'Enter a valid UPI ID, like name@okaxis',
  cardNumber: 'Card number',
  cardNumberInvalid: 'Enter a valid card number',
  expiry: 'Expiry',
  expiryInvalid: 'Enter the expiry as MM/YY',
  cvv: 'CVV',
  cvvInvalid: 'Enter the CVV',
  bank: 'Bank',
  wallet: 'Wallet',
  simulateDecline: 'Simulate a declined payment',
});
