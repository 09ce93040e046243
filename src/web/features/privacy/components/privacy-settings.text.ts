import { DELETION_MESSAGES, formatDeletionDay } from '#shared/account-deletion-api.ts';
import { catalogue } from '#shared/catalogue.ts';
import { EXPORT_MESSAGES, formatIstInstant } from '#shared/data-export-api.ts';
import { formatConsentInstant } from '#shared/privacy.ts';
import { PRIVACY_MESSAGES, PURPOSE_LABELS } from '#shared/privacy-messages.ts';

const P = PRIVACY_MESSAGES;
const E = EXPORT_MESSAGES;
const D = DELETION_MESSAGES;

/**
 * Profile → Privacy (docs/product/privacy.md). The English is the
 * server's own (privacy-messages.ts, data-export-api.ts, account-deletion-api.ts), so a refusal
 * the server sends in English is read back in the page's language with translateMessage.
 */
export const privacySettingsText = catalogue('privacySettings', {
  page: {
    title: 'Privacy',
    /** The privacy notice is a link between `before` and `after`. */
    before:
      'What you agreed to, a copy of everything Kasrat holds about you, and leaving. How we use your data is in our',
    noticeLink: 'privacy notice',
    after: '.',
  },
  consents: {
    heading: 'Your consents',
    loading: 'Loading your consents',
    loadFailed: P.consentsLoadFailed,
    noticePurpose: PURPOSE_LABELS.notice,
    noticeNotWithdrawable: P.noticeNotWithdrawable,
    /** `label` is the purpose's, as the switch names it. */
    turnedOn: (label: string) => `${label}: turned on`,
    turnedOff: (label: string) => `${label}: turned off`,
    history: 'History',
    noticeOf: (version: string) => `notice of ${version}`,
    given: (at: string) => `Given ${at}`,
    withdrawn: (at: string) => `Withdrawn ${at}`,
    replaced: (at: string) => `Replaced by a newer notice ${at}`,
    /** '5 Nov 2026, 11:45 PM IST' */
    at: (instant: Date) => formatConsentInstant(instant),
  },
  download: {
    heading: E.heading,
    intro: E.intro,
    loading: 'Loading your copies',
    loadFailed: E.loadFailed,
    requestButton: E.requestButton,
    requestAgain: E.requestAgain,
    preparing: E.preparing,
    readyLink: E.readyLink,
    readyUntil: E.readyUntil,
    expired: E.expired,
    failed: E.failed,
    history: E.history,
    requestFailed: E.requestFailed,
    tooManyRequests: E.tooManyRequests,
    alreadyPending: E.alreadyPending,
    statusLabel: E.statusLabel,
    /** 'Tue, 3 Mar, 10:00 AM IST' */
    at: (instant: Date) => formatIstInstant(instant),
  },
  deletion: {
    title: D.title,
    loading: 'Loading',
    loadFailed: D.loadFailed,
    explanation: D.explanation,
    consequences: D.consequences as readonly string[],
    deleteButton: D.deleteButton,
    scheduledTitle: D.scheduledTitle,
    scheduledHint: D.scheduledHint,
    keep: D.keep,
    keeping: D.keeping,
    cancelled: D.cancelled,
    cancelledNotice: D.cancelledNotice,
    dialogTitle: D.dialogTitle,
    dialogPassword: D.dialogPassword,
    dialogCodeSent: D.dialogCodeSent,
    passwordLabel: D.passwordLabel,
    codeLabel: D.codeLabel,
    sendCodeInstead: D.sendCodeInstead,
    usePasswordInstead: D.usePasswordInstead,
    confirm: D.confirm,
    confirming: D.confirming,
    codeSent: D.codeSent,
    // the server's refusals
    confirmRequired: D.confirmRequired,
    passwordWrong: D.passwordWrong,
    codeWrong: D.codeWrong,
    codeInvalid: D.codeInvalid,
    alreadyScheduled: D.alreadyScheduled,
    nothingToCancel: D.nothingToCancel,
    tooManyRequests: D.tooManyRequests,
    /** 'Mon, 9 Mar 2026' */
    day: (instant: Date) => formatDeletionDay(instant),
  },
});
