import { catalogue } from '#shared/catalogue.ts';

export const notFoundText = catalogue('notFound', {
  title: 'Page Not Found',
  heading: 'Page not found',
  text: 'We couldn’t find the page you were looking for. It may have moved, or it isn’t available yet.',
  browseTrainers: 'Browse Trainers',
  goHome: 'Go to Home',
});
