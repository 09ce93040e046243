import { useState } from 'react';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { showToast } from '#web/lib/toast.tsx';

export interface Position {
  lat: number;
  lng: number;
}

/**
 * The browser's position, or the message for why there is none: 10 s in the editor, 5 s in
 * the map picker (docs/product/trainer-portfolio.md#gym-information).
 */
export function currentPosition(timeoutMs: number): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(PORTFOLIO_MESSAGES.geolocationUnsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new Error(PORTFOLIO_MESSAGES.geolocationFailed)),
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
  const [locating, setLocating] = useState(false);
  const locate = async (): Promise<Position | null> => {
    setLocating(true);
    try {
      return await currentPosition(timeoutMs);
    } catch (error) {
      void showToast('error', (error as Error).message);
      return null;
    } finally {
      setLocating(false);
    }
  };
  return { locating, locate };
}
