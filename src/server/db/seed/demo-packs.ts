import {
  commissionLines,
  packCaptureLines,
  packDeliveryLines,
} from '#server/features/ledger/money-lines.ts';
import type { LedgerEntryInput } from '#server/features/ledger/post-entry.ts';
import type { BookingTaxFacts, TrainerTaxParty } from '#server/features/ledger/tax-party.ts';
import { endOfIstDay } from '#server/features/packs/pack-payments.repository.ts';
import type { ServiceKey } from '#shared/catalog.ts';
import { DEFAULT_FEE_RATES, paymentBreakdown } from '#shared/fees.ts';
import { istDate } from '#shared/ist.ts';
import { creditsValuePaise, type PackOffer, packSessionPricePaise } from '#shared/packs.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { payment, sessionPack } from '../schema';
import type { BookingRow } from './build-demo-data';

export type PackRow = typeof sessionPack.$inferInsert & {
  id: string;
  platformFeePaise: number;
  gstPaise: number;
};
type PaymentRow = typeof payment.$inferInsert;

const DAY_MS = 86_400_000;

/** One pack of the demo client: bought `paidDaysAgo`, with sessions done and still to come. */
export interface DemoPackPlan<T> {
  trainer: T;
  trainerId: string;
  service: ServiceKey;
  offer: PackOffer;
  paidDaysAgo: number;
  completed: number;
  upcoming: number;
  /** Days from today within which its completed and its upcoming sessions fall. */
  completedWindow: [number, number];
  upcomingWindow: [number, number];
}

/**
 * The demo client's session packs (docs/product/packs.md), as the live paths leave them: active,
 * paid, and the credits taken by their sessions as `bookWithCredit` books them (confirmed, the
 * pack's per-session price, no fee of their own). `book` takes a free slot of the trainer and
 * the client (the demo's own slot finder), so the calendars stay consistent. A pack whose 7-day
 * expiry reminder is due by `now` has it marked sent.
 */
export function demoPacks<T>(
  plans: readonly DemoPackPlan<T>[],
  options: {
    now: Date;
    newId: () => string;
    clientId: string;
    book: (
      trainer: T,
      window: [number, number],
      kind: 'completed' | 'confirmed',
      service: ServiceKey,
    ) => BookingRow | undefined;
  },
): PackRow[] {
  const { now } = options;
  return plans.map((plan) => {
    const id = options.newId();
    const paidAt = new Date(now.getTime() - plan.paidDaysAgo * DAY_MS);
    const expiresAt = endOfIstDay(istDate(paidAt), plan.offer.validityDays);
    const sessionPricePaise = packSessionPricePaise(plan.offer);
    const take = (count: number, window: [number, number], kind: 'completed' | 'confirmed') => {
      for (let taken = 0, attempt = 0; taken < count; attempt += 1) {
        if (attempt >= 20) throw new Error(`demo pack: no free slot in ${window.join('..')}`);
        const row = options.book(plan.trainer, window, kind, plan.service);
        if (!row) continue;
        taken += 1;
        const createdAt = new Date(
          Math.max(row.createdAt?.getTime() ?? 0, paidAt.getTime() + 10 * 60_000),
        );
        Object.assign(row, {
          packId: id,
          pricePaise: sessionPricePaise,
          platformFeePaise: 0,
          gstPaise: 0,
          totalPaise: sessionPricePaise,
          createdAt,
          updatedAt: new Date(Math.max(createdAt.getTime(), row.updatedAt?.getTime() ?? 0)),
        });
      }
    };
    if (plan.completedWindow[0] < 2 - plan.paidDaysAgo) throw new Error('demo pack: used unpaid');
    take(plan.completed, plan.completedWindow, 'completed');
    take(plan.upcoming, plan.upcomingWindow, 'confirmed');
    const price = paymentBreakdown(plan.offer.pricePaise, DEFAULT_FEE_RATES);
    const reminderDue = new Date(expiresAt.getTime() - 7 * DAY_MS);
    return {
      id,
      clientId: options.clientId,
      trainerId: plan.trainerId,
      service: plan.service,
      kind: 'pack' as const,
      sessions: plan.offer.sessions,
      creditsLeft: plan.offer.sessions - plan.completed - plan.upcoming,
      pricePaise: plan.offer.pricePaise,
      sessionPricePaise,
      platformFeePaise: price.platformFeePaise,
      gstPaise: price.gstPaise,
      totalPaise: price.totalPaise,
      validityDays: plan.offer.validityDays,
      status: 'active' as const,
      holdExpiresAt: null,
      paidAt,
      expiresAt,
      expiryRemindedAt: reminderDue <= now ? reminderDue : null,
      createdAt: new Date(paidAt.getTime() - 4 * 60_000),
      updatedAt: paidAt,
    };
  });
}

/** Each demo pack was paid in the sandbox, by UPI, when it was bought. */
export function demoPackPayment(pack: PackRow, newId: () => string): PaymentRow {
  const code = pack.id.replace(/-/g, '');
  return {
    id: newId(),
    packId: pack.id,
    provider: 'sandbox',
    orderId: `order_pack${code.slice(0, 10)}`,
    amountPaise: pack.totalPaise,
    status: 'paid',
    paymentId: `pay_pack${code.slice(0, 12)}`,
    method: 'upi',
    paidAt: pack.paidAt,
    createdAt: pack.createdAt,
    updatedAt: pack.paidAt ?? pack.createdAt,
  };
}

/**
 * The demo packs' money, with the live builders: each capture into client_prepaid, and for each
 * session completed its credit delivered to the trainer and the commission on it. No tax
 * documents: a pack's own invoice is not built yet (docs/product/packs.md#money).
 */
export function demoPackEntries(args: {
  packs: readonly PackRow[];
  payments: readonly PaymentRow[];
  bookings: readonly BookingRow[];
  parties: ReadonlyMap<string, TrainerTaxParty>;
  tax: TaxSettings;
  factsOf: (row: BookingRow) => BookingTaxFacts;
  completedAtOf: (row: BookingRow) => Date;
}): { at: Date; entry: LedgerEntryInput }[] {
  return args.packs.flatMap((pack) => {
    const paid = present(
      args.payments.find((row) => row.packId === pack.id),
      'the payment of a demo pack',
    );
    const paymentId = present(paid.id, 'a demo pack payment id');
    const paidAt = present(pack.paidAt, 'a demo pack payment time');
    const party = present(args.parties.get(pack.trainerId), 'the party of a demo pack trainer');
    const delivered = args.bookings
      .filter((row) => row.packId === pack.id && row.status === 'completed')
      .map((row) => ({ row, at: args.completedAtOf(row) }))
      .toSorted((a, b) => a.at.getTime() - b.at.getTime());
    return [
      {
        at: paidAt,
        entry: {
          kind: 'pack_capture' as const,
          source: `pack-capture:${paymentId}`,
          occurredAt: paidAt,
          memo: `Payment for pack ${pack.id}`,
          trainerId: pack.trainerId,
          lines: packCaptureLines(pack, party, args.tax, paid.amountPaise),
        },
      },
      ...delivered.flatMap(({ row, at }, index) => [
        {
          at,
          entry: {
            kind: 'pack_delivery' as const,
            source: `pack-session:${row.id}`,
            occurredAt: at,
            memo: `Pack session delivered: booking ${row.id}`,
            bookingId: row.id,
            trainerId: row.trainerId,
            lines: packDeliveryLines(row.trainerId, creditsValuePaise(pack, index, 1)),
          },
        },
        {
          at,
          entry: {
            kind: 'commission' as const,
            source: `commission:${row.id}`,
            occurredAt: at,
            memo: `Commission on booking ${row.id}`,
            bookingId: row.id,
            trainerId: row.trainerId,
            lines: commissionLines(args.factsOf(row), party, args.tax).lines,
          },
        },
      ]),
    ];
  });
}
