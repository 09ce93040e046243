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
 * (docs/product/trainer-dashboard.md#share-panel).
 */
export function publicProfileUrl(origin: string, trainerId: string): string {
  return `${origin}/trainer/${encodeURIComponent(trainerId)}`;
}

export function shareMessage(firstName: string): string {
  return `Train with ${firstName} on Kasrat: book a session here`;
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
