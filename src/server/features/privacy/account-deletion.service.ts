import { randomInt } from 'node:crypto';
import type { SignInThrottle } from '#server/auth/sign-in-throttle.ts';
import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import {
  type AccountDeletion,
  DELETION_CODE_MINUTES,
  DELETION_GRACE_DAYS,
  type DeletionRequest,
  formatDeletionDay,
  DELETION_MESSAGES as M,
} from '#shared/account-deletion-api.ts';
import type { AccountDeletionRepository, AccountDeletionRow } from './account-deletion.repository';

const DAY_MS = 24 * 60 * 60_000;

export const toAccountDeletion = (row: AccountDeletionRow): AccountDeletion => ({
  id: row.id,
  confirmedBy: row.confirmedBy,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
});

/**
 * Asking for, confirming and cancelling "Delete my account"
 * (docs/product/privacy.md#delete-my-account). Each password or code guess counts in the sign-in
 * throttle, as a sign-in does: a stolen session must not be a free password oracle.
 */
export function createAccountDeletionService(deps: {
  repository: AccountDeletionRepository;
  throttle: SignInThrottle;
  /** True when the password is the person's own (better-auth's stored hash). */
  passwordMatches: (userId: string, password: string) => Promise<boolean>;
  publicUrl: string;
  now: () => Date;
}) {
  const { repository, throttle, now } = deps;
  const privacyPage = `${deps.publicUrl}/profile/privacy`;

  async function emailOf(userId: string) {
    const person = await repository.person(userId);
    if (!person || person.anonymisedAt) throw notFound(M.nothingToCancel);
    return person.email;
  }

  async function refuseIfOpen(userId: string) {
    const existing = await repository.findOpen(userId);
    if (existing) throw conflict(M.alreadyScheduled(formatDeletionDay(existing.dueAt)));
  }

  /** Counts the guess, then checks it; a wrong one stays counted. */
  async function confirmed(
    userId: string,
    email: string,
    body: DeletionRequest,
    address: string,
  ): Promise<'password' | 'email-code'> {
    const key = email.toLowerCase();
    await throttle.attempt(key, address);
    const right =
      body.password !== undefined
        ? await deps.passwordMatches(userId, body.password)
        : await repository.takeCode(userId, body.code ?? '', now());
    if (!right) {
      throw badRequest(body.password !== undefined ? M.passwordWrong : M.codeWrong, {
        [body.password !== undefined ? 'password' : 'code']:
          body.password !== undefined ? M.passwordWrong : M.codeWrong,
      });
    }
    await throttle.succeeded(key, address);
    return body.password !== undefined ? 'password' : 'email-code';
  }

  return {
    /** The open request, or when the latest one was cancelled (within the grace period's length). */
    async current(userId: string) {
      const row = await repository.findOpen(userId);
      if (row) return { deletion: toAccountDeletion(row), cancelledAt: null };
      const since = new Date(now().getTime() - DELETION_GRACE_DAYS * DAY_MS);
      const cancelledAt = await repository.cancelledSince(userId, since);
      return { deletion: null, cancelledAt: cancelledAt?.toISOString() ?? null };
    },

    /** Mails a 6-digit code that confirms the deletion instead of the password. */
    async sendCode(userId: string): Promise<void> {
      await refuseIfOpen(userId);
      const email = await emailOf(userId);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const current = now();
      await repository.storeCode(
        userId,
        code,
        new Date(current.getTime() + DELETION_CODE_MINUTES * 60_000),
        mailEffect({ to: email, subject: M.codeMailSubject(code), text: M.codeMailText(code) }),
        current,
      );
    },

    async request(userId: string, body: DeletionRequest, address: string) {
      await refuseIfOpen(userId);
      const email = await emailOf(userId);
      const confirmedBy = await confirmed(userId, email, body, address);
      const requestedAt = now();
      const dueAt = new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
      const day = formatDeletionDay(dueAt);
      const row = await repository.create(
        { userId, confirmedBy, requestedAt, dueAt },
        mailEffect({
          to: email,
          subject: M.scheduledMailSubject(day),
          text: M.scheduledMailText(day, privacyPage),
        }),
      );
      if (!row) {
        // The second of two requests sent at once.
        await refuseIfOpen(userId);
        throw conflict(M.tooManyRequests);
      }
      return { deletion: toAccountDeletion(row), message: M.scheduled(day) };
    },

    /** "Keep my account", or a sign-in: false when there was nothing open to cancel. */
    async cancel(userId: string, how: 'sign-in' | 'keep'): Promise<boolean> {
      const person = await repository.person(userId);
      if (!person || person.anonymisedAt) return false;
      return repository.cancel(
        userId,
        now(),
        mailEffect({
          to: person.email,
          subject: M.cancelledMailSubject,
          text: M.cancelledMailText(how),
        }),
      );
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
