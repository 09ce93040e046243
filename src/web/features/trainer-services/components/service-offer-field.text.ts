import { catalogue } from '#shared/catalogue.ts';

export const serviceOfferText = catalogue('portfolioServiceOffer', {
  price: 'Price (₹)',
  servicePrice: (service: string) => `${service} price (₹)`,
  clientsSee: (price: string) => `Clients see ${price} per session`,
});
