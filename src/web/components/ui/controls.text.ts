import { catalogue } from '#shared/catalogue.ts';

/**
 * The words of the building blocks that only later screens use: apart from uiText, so they stay
 * out of the listing's first JavaScript.
 */
export const uiControlsText = catalogue('uiControls', {
  close: 'Close',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  checkingSession: 'Checking your session',
  upload: (what: string) => `${what} upload`,
  uploading: (percent: number) => `Uploading... ${percent}%`,
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters',
});
