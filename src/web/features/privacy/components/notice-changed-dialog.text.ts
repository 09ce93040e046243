import { catalogue } from '#shared/catalogue.ts';
import {
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_CHANGES,
  PRIVACY_NOTICE_EFFECTIVE,
} from '#shared/privacy-messages.ts';

/** The question a new notice version asks once (docs/product/privacy.md#consent). */
export const noticeChangedText = catalogue('noticeChanged', {
  title: PRIVACY_MESSAGES.reaskTitle,
  intro: PRIVACY_MESSAGES.reaskIntro(PRIVACY_NOTICE_EFFECTIVE),
  changes: PRIVACY_NOTICE_CHANGES,
  readWhole: 'Read the whole notice',
  agree: PRIVACY_MESSAGES.reaskAgree,
  agreed: PRIVACY_MESSAGES.noticeAgreed,
});
