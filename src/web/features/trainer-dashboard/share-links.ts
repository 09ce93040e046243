import { type Locale, localisedPath } from '#shared/locale.ts';

/** The networks with a web share address; Instagram has none, so it is shared by copying. */
export type ShareNetwork = 'whatsapp' | 'facebook' | 'linkedin' | 'x';

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
};

/**
 * The public profile address a trainer shares: `{origin}/trainer/{id}`
 * (docs/product/trainer-dashboard.md#share-panel), in the language of the dashboard it is shared
 * from, as the message beside it is: `{origin}/hi/trainer/{id}` from the Hindi one.
 */
export function publicProfileUrl(origin: string, trainerId: string, locale: Locale = 'en'): string {
  return `${origin}${localisedPath(`/trainer/${encodeURIComponent(trainerId)}`, locale)}`;
}

/**
 * Each network's own share address, with the link (and text) encoded.
 * Example: whatsapp, 'https://kasrat.in/trainer/t1', 'Hi' → 'https://wa.me/?text=Hi%20https%3A%2F%2Fkasrat.in%2Ftrainer%2Ft1'.
 */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const link = encodeURIComponent(url);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${link}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${link}&text=${encodeURIComponent(text)}`;
  }
}
