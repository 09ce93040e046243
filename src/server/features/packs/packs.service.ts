import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { cancellationRefunds } from '#shared/booking-status.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { type FeeRates, paymentBreakdown } from '#shared/fees.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import {
  type BuyPackInput,
  type ClientPack,
  PACK_HOLD_MINUTES,
  type TrainerPackSales,
} from '#shared/packs.ts';
import type { PackDetails, PacksRepository } from './packs.repository';

/** A client's packs awaiting payment at once; a fourth waits for one of them to lapse or be paid. */
export const MAX_PENDING_PACKS = 3;

/** ClientPacks of the rows read, as the client (or the trainer who sold them) sees them at `now`. */
export function toClientPacks(found: PackDetails, now: Date): ClientPack[] {
  return found.rows.map(({ pack, trainerName, trainerImage, clientName }) => {
    const sessions = found.bookings.filter(
      (row) => row.packId === pack.id && row.status !== 'expired',
    );
    const booked = sessions.filter((row) => row.status === 'confirmed').length;
    const used = sessions.filter(
      (row) =>
        row.status === 'completed' ||
        (row.status === 'cancelled' &&
          row.cancelledBy === 'client' &&
          row.cancelledAt !== null &&
          !cancellationRefunds('client', row.startsAt, row.cancelledAt)),
    ).length;
    const lapsed =
      pack.status === 'lapsed' ||
      (pack.status === 'pending' && (!pack.holdExpiresAt || pack.holdExpiresAt <= now));
    const ended =
      pack.status === 'ended' ||
      (pack.status === 'active' && pack.expiresAt !== null && pack.expiresAt <= now);
    const status = lapsed ? 'lapsed' : ended ? 'ended' : pack.status;
    return {
      id: pack.id,
      kind: pack.kind,
      status,
      trainer: { id: pack.trainerId, name: trainerName, profileImage: trainerImage },
      service: pack.service,
      serviceName: SERVICE_NAMES[pack.service],
      sessions: pack.sessions,
      creditsLeft: pack.creditsLeft,
      booked,
      used,
      sessionPricePaise: pack.sessionPricePaise,
      totalPaise: pack.totalPaise,
      validityDays: pack.validityDays,
      expiresAt: pack.expiresAt?.toISOString() ?? null,
      holdExpiresAt: status === 'pending' ? (pack.holdExpiresAt?.toISOString() ?? null) : null,
      paidAt: pack.paidAt?.toISOString() ?? null,
      createdAt: pack.createdAt.toISOString(),
      refundedPaise: found.refunded.get(pack.id) ?? 0,
      paymentPath: status === 'pending' ? `/payment?pack=${encodeURIComponent(pack.id)}` : null,
      clientName,
      bookings: sessions.map((row) => ({
        id: row.id,
        date: row.date,
        timeSlot: row.timeSlot,
        status: row.status,
      })),
    };
  });
}

export function createPacksService(deps: {
  repository: PacksRepository;
  fees: FeeRates;
  now: () => Date;
}) {
  const { repository, now } = deps;

  return {
    /**
     * A pack the trainer offers, reserved for the client at the approved offer's price plus the
     * platform fee and its GST; it awaits payment PACK_HOLD_MINUTES (docs/product/packs.md#buying).
     */
    async buy(clientId: string, input: BuyPackInput): Promise<ClientPack> {
      const current = now();
      const found = await repository.findTrainer(input.trainerId);
      if (!found?.published) throw notFound(PACK_MESSAGES.packNotOffered);
      if (found.userId === clientId) throw badRequest(PACK_MESSAGES.cannotBuyFromYourself);
      const service = found.services[input.service];
      const offer = service?.enabled
        ? service.packs?.find((pack) => pack.sessions === input.sessions)
        : undefined;
      if (!offer) throw badRequest(PACK_MESSAGES.packNotOffered);
      if ((await repository.livePending(clientId, current)) >= MAX_PENDING_PACKS) {
        throw conflict(PACK_MESSAGES.tooManyPending);
      }
      const price = paymentBreakdown(offer.pricePaise, deps.fees);
      const id = await repository.insert({
        clientId,
        trainerId: found.id,
        service: input.service,
        kind: 'pack',
        sessions: offer.sessions,
        creditsLeft: offer.sessions,
        pricePaise: offer.pricePaise,
        sessionPricePaise: Math.floor(offer.pricePaise / offer.sessions),
        platformFeePaise: price.platformFeePaise,
        gstPaise: price.gstPaise,
        totalPaise: price.totalPaise,
        validityDays: offer.validityDays,
        status: 'pending',
        holdExpiresAt: new Date(current.getTime() + PACK_HOLD_MINUTES * 60_000),
        createdAt: current,
        updatedAt: current,
      });
      return this.get(id, clientId);
    },

    async list(clientId: string): Promise<ClientPack[]> {
      return toClientPacks(await repository.ofClient(clientId), now());
    },

    async get(id: string, clientId: string): Promise<ClientPack> {
      const found = await repository.find(id);
      if (!found || found.row.pack.clientId !== clientId)
        throw notFound(PACK_MESSAGES.packNotFound);
      const [pack] = toClientPacks({ ...found, rows: [found.row] }, now());
      if (!pack) throw notFound(PACK_MESSAGES.packNotFound);
      return pack;
    },

    async usable(clientId: string, trainerId: string, service: string): Promise<ClientPack[]> {
      const current = now();
      return toClientPacks(await repository.usable(clientId, trainerId, service, current), current);
    },

    async sold(trainerUserId: string): Promise<ClientPack[]> {
      return toClientPacks(await repository.soldBy(trainerUserId, 100), now());
    },

    async dashboard(trainerUserId: string): Promise<TrainerPackSales> {
      const current = now();
      const [totals, recent] = await Promise.all([
        repository.totals(trainerUserId, current),
        repository.soldBy(trainerUserId, 10),
      ]);
      return {
        ...totals,
        recent: recent.rows
          .filter(({ pack }) => pack.kind === 'pack')
          .map(({ pack, clientName }) => ({
            id: pack.id,
            clientName,
            service: pack.service,
            serviceName: SERVICE_NAMES[pack.service],
            sessions: pack.sessions,
            creditsLeft: pack.creditsLeft,
            totalPaise: pack.totalPaise,
            paidAt: pack.paidAt?.toISOString() ?? null,
            expiresAt: pack.expiresAt?.toISOString() ?? null,
          })),
      };
    },
  };
}
export type PacksService = ReturnType<typeof createPacksService>;
