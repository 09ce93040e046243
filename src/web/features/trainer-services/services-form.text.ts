import { catalogue } from '#shared/catalogue.ts';

export const servicesFormText = catalogue('portfolioServicesForm', {
  services: {
    personal: { label: '1-to-1 Sessions', description: 'Personal training, one client' },
    online: { label: 'Online Sessions', description: 'Live sessions over video' },
    group: { label: 'Group Classes', description: 'Small-group training' },
  },
  save: 'Save Services',
  saving: 'Saving...',
});
