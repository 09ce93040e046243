import type { ClientPack } from '#shared/packs.ts';

type PackStatus = ClientPack['status'];

import { formatPackDay } from '#web/lib/pack-offer-text.ts';

export const PACK_STATUS_LABELS: Record<PackStatus, string> = {
  pending: 'Awaiting payment',
  active: 'Active',
  ended: 'Ended',
  lapsed: 'Not paid',
};

/** What happens at the end (docs/product/packs.md#expiry): unused credits are refunded. */
export function packExpiryLine(pack: Pick<ClientPack, 'status' | 'expiresAt'>): string | null {
  if (!pack.expiresAt) return null;
  const day = formatPackDay(pack.expiresAt);
  return pack.status === 'active'
    ? `Expires on ${day} · unused credits are refunded`
    : `Valid until ${day}`;
}

/** "7 of 10 credits left". */
export function creditsLine(pack: Pick<ClientPack, 'creditsLeft' | 'sessions'>): string {
  return `${pack.creditsLeft} of ${pack.sessions} credits left`;
}

/** A pack the client can book from now: paid, not expired, a credit left. */
export function canBookFrom(pack: Pick<ClientPack, 'status' | 'creditsLeft'>): boolean {
  return pack.status === 'active' && pack.creditsLeft > 0;
}

/** A pack's page, under My Packs (`/profile/packs`). */
export const packPagePath = (id: string) => `/profile/packs/${encodeURIComponent(id)}`;
