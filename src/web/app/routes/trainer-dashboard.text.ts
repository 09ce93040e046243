import { catalogue } from '#shared/catalogue.ts';

export const trainerDashboardText = catalogue('dashRoute', {
  pageTitle: (tab: string) => `${tab} · Trainer Dashboard`,
  /** Greets a trainer whose account has no first name. */
  trainer: 'Trainer',
  menuButton: 'Dashboard menu',
  eyebrow: 'Trainer dashboard',
  documentsIntro:
    "Bills of supply and invoices issued on your behalf for your sessions, and Kasrat's invoices to you for its commission.",
  documentsEmpty:
    'No tax documents yet. Each paid session gets one, and each completed session a commission invoice.',
});
