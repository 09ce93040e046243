import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { type ConsentState, isNoticeOutdated } from '#shared/privacy.ts';
import {
  PRIVACY_MESSAGES as M,
  type OptionalPurpose,
  PRIVACY_NOTICE_VERSION,
} from '#shared/privacy-messages.ts';
import type { ConsentRepository, ConsentRow } from './consent.repository';

/** docs/product/privacy.md#consent: each person's own consents, given and withdrawn. */
export function createConsentService(deps: { repository: ConsentRepository; now: () => Date }) {
  const { repository, now } = deps;

  async function state(userId: string): Promise<ConsentState> {
    const history = await repository.history(userId);
    const standing = (purpose: ConsentRow['purpose']) =>
      history.find((row) => row.purpose === purpose && row.withdrawnAt === null) ?? null;
    const agreedNoticeVersion = standing('notice')?.noticeVersion ?? null;
    return {
      history: history.map((row) => ({
        id: row.id,
        purpose: row.purpose,
        noticeVersion: row.noticeVersion,
        givenAt: row.givenAt.toISOString(),
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      })),
      current: {
        analytics: standing('analytics') !== null,
        marketing: standing('marketing') !== null,
      },
      agreedNoticeVersion,
      currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      noticeOutdated: isNoticeOutdated(agreedNoticeVersion),
    };
  }

  return {
    state,

    /** Giving a purpose that stands already changes nothing. */
    async give(userId: string, purpose: OptionalPurpose): Promise<ConsentState> {
      await repository.give(userId, purpose, PRIVACY_NOTICE_VERSION, now());
      return state(userId);
    },

    async withdraw(userId: string, id: string) {
      const row = await repository.find(userId, id);
      // Someone else's consent is as unknown as one that never was.
      if (!row) throw notFound(M.consentNotFound);
      if (row.purpose === 'notice') throw badRequest(M.noticeNotWithdrawable);
      if (!(await repository.withdraw(userId, id, now()))) throw conflict(M.alreadyWithdrawn);
      return { purpose: row.purpose, state: await state(userId) };
    },

    async agreeToNotice(userId: string): Promise<ConsentState> {
      const standing = await repository.standing(userId, 'notice');
      if (standing?.noticeVersion !== PRIVACY_NOTICE_VERSION) {
        await repository.agreeToNotice(userId, PRIVACY_NOTICE_VERSION, now());
      }
      return state(userId);
    },

    /** Whether the person's usage events may be kept (docs/product/privacy.md#consent). */
    async allowsAnalytics(userId: string): Promise<boolean> {
      return (await repository.standing(userId, 'analytics')) !== null;
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
