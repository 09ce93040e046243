import { useState } from 'react';
import { type PORTFOLIO_MESSAGES, PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';

export interface Position {
  lat: number;
  lng: number;
}

/**
 * The browser's position, or the message for why there is none: 10 s in the editor, 5 s in
 * the map picker (docs/product/trainer-portfolio.md#gym-information).
 */
export function currentPosition(
  timeoutMs: number,
  messages: Pick<typeof PORTFOLIO_MESSAGES, 'geolocationUnsupported' | 'geolocationFailed'>,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(messages.geolocationUnsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new Error(messages.geolocationFailed)),
      { timeout: timeoutMs, enableHighAccuracy: true },
    );
  });
}

/** Coordinates as the gym tab shows them, to 6 decimals (about 10 cm). */
export const sixDecimals = (value: number) => value.toFixed(6);

/**
 * Asks the browser for its position on demand; a failure is toasted with the spec's message
 * and gives null.
 */
export function useLocate(timeoutMs: number) {
  const messages = useText(PORTFOLIO_TEXT);
  const [locating, setLocating] = useState(false);
  const locate = async (): Promise<Position | null> => {
    setLocating(true);
    try {
      return await currentPosition(timeoutMs, messages);
    } catch (error) {
      void showToast('error', (error as Error).message);
      return null;
    } finally {
      setLocating(false);
    }
  };
  return { locating, locate };
}
