import { catalogue } from '#shared/catalogue.ts';

export const sharePanelText = catalogue('dashShare', {
  title: 'Share your profile',
  intro: 'Send clients straight to your public profile, where they can book you.',
  linkLabel: 'Your public profile link',
  copyLink: 'Copy link',
  copied: 'Copied',
  shareOn: 'Share on',
  /** The text shared with the link. */
  message: (firstName: string) => `Train with ${firstName} on Kasrat: book a session here`,
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  instagramNotice:
    'Link copied. Instagram has no share button for the web: paste the link in your bio or a story.',
});
