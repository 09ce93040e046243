import { textOf } from '#shared/catalogue.ts';
import type { Locale } from '#shared/locale.ts';
import type { ClientPack } from '#shared/packs.ts';
import { formatPackDay } from '#web/lib/pack-offer-text.ts';
import { packsText } from './packs.text';

/** What happens at the end (docs/product/packs.md#expiry): unused credits are refunded. */
export function packExpiryLine(
  pack: Pick<ClientPack, 'status' | 'expiresAt'>,
  locale: Locale = 'en',
): string | null {
  if (!pack.expiresAt) return null;
  const text = textOf(packsText, locale);
  const day = formatPackDay(pack.expiresAt, locale);
  return pack.status === 'active' ? text.expiresOn(day) : text.validUntil(day);
}

/** "7 of 10 credits left". */
export function creditsLine(
  pack: Pick<ClientPack, 'creditsLeft' | 'sessions'>,
  locale: Locale = 'en',
): string {
  return textOf(packsText, locale).creditsLeftOf(pack.creditsLeft, pack.sessions);
}

/** A pack the client can book from now: paid, not expired, a credit left. */
export function canBookFrom(pack: Pick<ClientPack, 'status' | 'creditsLeft'>): boolean {
  return pack.status === 'active' && pack.creditsLeft > 0;
}

/** A pack's page, under My Packs (`/profile/packs`). */
export const packPagePath = (id: string) => `/profile/packs/${encodeURIComponent(id)}`;
