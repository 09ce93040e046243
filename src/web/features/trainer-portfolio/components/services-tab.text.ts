import { catalogue } from '#shared/catalogue.ts';

export const portfolioServicesText = catalogue('portfolioServicesTab', {
  legend: 'Services & Pricing',
  note: (minPrice: string) => `Prices are per 60-minute session, at least ${minPrice}.`,
  offer: (service: string) => `Offer ${service}`,
  price: (service: string) => `${service} price (₹)`,
});
