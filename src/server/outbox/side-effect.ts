import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import type { WhatsAppMessage } from '#server/integrations/whatsapp/whatsapp.ts';
import type { PushPayload } from '#shared/notifications-api.ts';

/**
 * What leaves the process after a change commits
 * (docs/product/booking.md#side-effects-after-commit), as the outbox stores it.
 */
export type SideEffect =
  | { kind: 'mail'; message: MailMessage }
  /** A booking was paid: its meeting when it is online, then both parties' mails. */
  | { kind: 'booking-confirmed'; bookingId: string }
  /**
   * A paid booking is owed its money back: the provider's refund
   * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
   */
  | { kind: 'refund'; refundId: string }
  /** Route settlement (docs/product/tax.md#settlement-through-route): a trainer's linked account. */
  | { kind: 'route-account'; trainerId: string }
  /** A booking's trainer share, owed to their linked account on hold. */
  | { kind: 'route-transfer'; transferId: string }
  /** A refund before release: the held transfer taken back. */
  | { kind: 'route-reversal'; transferId: string; refundId: string }
  /** A reminder on WhatsApp (docs/product/reminders.md); dropped once `until` has passed. */
  | { kind: 'whatsapp'; message: WhatsAppMessage; until: string }
  /** A reminder to one browser's push subscription; dropped once `until` has passed. */
  | { kind: 'push'; subscriptionId: string; payload: PushPayload; until: string };

/**
 * How each kind is delivered. A delivery may answer with the side effects that follow from it;
 * they are stored in the transaction that records the delivery, so they exist exactly once.
 */
export type SideEffectHandlers = {
  [K in SideEffect['kind']]: (
    effect: Extract<SideEffect, { kind: K }>,
  ) => Promise<readonly SideEffect[]>;
};

export const mailEffect = (message: MailMessage): SideEffect => ({ kind: 'mail', message });

/**
 * The handlers, filled in by the areas as they register. The delivery reads it at each
 * delivery, so it is made before the areas that own the kinds it delivers.
 */
export function createSideEffectRegistry() {
  const handlers: Partial<SideEffectHandlers> = {};
  return {
    handlers,
    /** An area says how the outbox delivers a kind of side effect it owns. */
    handle<K extends SideEffect['kind']>(kind: K, handler: SideEffectHandlers[K]) {
      handlers[kind] = handler;
    },
  };
}
export type SideEffectRegistry = ReturnType<typeof createSideEffectRegistry>;
