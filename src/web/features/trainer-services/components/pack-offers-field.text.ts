import { catalogue } from '#shared/catalogue.ts';

export const packOffersText = catalogue('portfolioPackOffers', {
  heading: 'Session packs',
  explanation:
    'Clients pay once for several sessions and book each with a credit. Unused credits are refunded at expiry.',
  pack: (number: number) => `Pack ${number}`,
  setBy: (number: number) => `Pack ${number}: set by`,
  sessions: 'Sessions',
  byPrice: 'Price',
  byDiscount: 'Discount',
  packPrice: 'Pack price (₹)',
  discount: 'Discount (%)',
  validFor: 'Valid for (days)',
  remove: (number: number) => `Remove pack ${number}`,
  add: 'Add a pack',
  computedPrice: (price: string) => `Pack price ${price}`,
  perSession: (price: string) => `${price} a session`,
  saving: (percent: number) => `save ${percent}%`,
  noSaving: 'no saving on the session price',
});
