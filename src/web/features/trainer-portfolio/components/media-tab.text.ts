import { catalogue } from '#shared/catalogue.ts';

export const portfolioMediaText = catalogue('portfolioMediaTab', {
  images: {
    heroImage1: { label: 'Hero Image 1', hint: 'Wide photo at the top of your page' },
    heroImage2: { label: 'Hero Image 2', hint: 'A second wide photo' },
    profileImage: { label: 'Profile Image', hint: 'A clear photo of your face (required)' },
    listingImage: { label: 'Listing Image', hint: 'Shown on your card in search (required)' },
  },
  preview: (label: string) => `${label} preview`,
  noImage: 'No image yet',
  change: 'Change',
  upload: 'Upload',
  remove: 'Remove',
});
