import { catalogue } from '#shared/catalogue.ts';

export const servicesManagementText = catalogue('portfolioServicesPage', {
  title: 'Services Management',
  eyebrow: 'Trainer dashboard',
  intro: 'Choose the sessions you offer and what each costs.',
  loading: 'Loading your services',
  approvalNote:
    'Price and pack changes go live on your public profile after an admin approves them.',
  invitationPurpose:
    'Trainers choose here the sessions they offer (personal, group or online training) and what each costs. Become a trainer on Kasrat to offer yours to clients across India.',
});
