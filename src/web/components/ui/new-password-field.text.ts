import { catalogue } from '#shared/catalogue.ts';

export const newPasswordFieldText = catalogue('newPasswordField', {
  label: 'New password',
  hint: 'At least 8 characters',
});
