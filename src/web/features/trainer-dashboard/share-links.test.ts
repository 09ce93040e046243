import { describe, expect, it } from 'vitest';
import { publicProfileUrl, shareUrl } from './share-links';

const url = 'https://kasrat.in/trainer/t-1';

describe('share links', () => {
  it('builds the public profile address from the origin and the trainer id', () => {
    expect(publicProfileUrl('https://kasrat.in', 't-1')).toBe(url);
    expect(publicProfileUrl('http://127.0.0.1:4610', 'a b')).toBe(
      'http://127.0.0.1:4610/trainer/a%20b',
    );
  });

  it('gives every network its own share address with the link encoded', () => {
    const encoded = 'https%3A%2F%2Fkasrat.in%2Ftrainer%2Ft-1';
    expect(shareUrl('whatsapp', url, 'Book me & more')).toBe(
      `https://wa.me/?text=Book%20me%20%26%20more%20${encoded}`,
    );
    expect(shareUrl('facebook', url, 'x')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(shareUrl('linkedin', url, 'x')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(shareUrl('x', url, 'Train with Asha')).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=Train%20with%20Asha`,
    );
  });
});
