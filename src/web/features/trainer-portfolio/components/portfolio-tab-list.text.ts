import { catalogue } from '#shared/catalogue.ts';

export const portfolioTabsText = catalogue('portfolioEditorTabs', {
  sections: 'Portfolio sections',
  tabs: {
    basic: 'Basic Info',
    skills: 'Skills & Certifications',
    media: 'Photos & Gallery',
    services: 'Services & Pricing',
    gym: 'Gym Information',
    contact: 'Contact & Social',
  },
});
