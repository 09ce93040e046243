import { catalogue } from '#shared/catalogue.ts';

export const locationHelpText = catalogue('locationHelp', {
  title: 'Turn on location to see trainers near you',
  text: 'We could not get your location, so we are showing online trainers.',
  showMeHow: 'Show me how',
  refresh: 'Refresh Page',
  /** Each browser's steps, this visitor's first (phones go through the system settings). */
  browsers: {
    chrome: {
      name: 'Chrome',
      steps: [
        'Click the site settings icon to the left of the address bar.',
        'Set Location to Allow.',
        'Refresh the page.',
      ],
    },
    safari: {
      name: 'Safari',
      steps: [
        'Open Safari › Settings › Websites › Location.',
        'Set this website to Allow.',
        'Refresh the page.',
      ],
    },
    edge: {
      name: 'Edge',
      steps: [
        'Click the lock icon in the address bar and open Permissions for this site.',
        'Set Location to Allow.',
        'Refresh the page.',
      ],
    },
    mobile: {
      name: 'Phone or tablet',
      steps: [
        'Turn on Location in your phone’s settings.',
        'In your browser’s site settings, allow Location for this website.',
        'Come back and tap Refresh Page.',
      ],
    },
    other: {
      name: 'Other browsers',
      steps: [
        'Open the permissions or site settings of this website in your browser.',
        'Allow location access.',
        'Refresh the page.',
      ],
    },
  },
});
