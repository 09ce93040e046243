import { catalogue } from '#shared/catalogue.ts';

export const messageButtonText = catalogue('messageButton', {
  message: 'Message',
  messageTo: (name: string) => `Message ${name}`,
});
