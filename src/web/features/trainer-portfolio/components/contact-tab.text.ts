import { catalogue } from '#shared/catalogue.ts';

export const portfolioContactText = catalogue('portfolioContactTab', {
  labels: {
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    instagram: 'Instagram',
    youtube: 'YouTube',
  },
  placeholders: {
    phone: '+91 98200 12345',
    email: 'you@example.in',
    website: 'https://',
    instagram: '@yourhandle',
    youtube: 'https://youtube.com/@you',
  },
});
