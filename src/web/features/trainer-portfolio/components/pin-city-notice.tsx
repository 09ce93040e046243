import { useEffect, useRef } from 'react';
import { placeName } from '#shared/catalog-names.ts';
import type { Coordinate } from '#shared/geo.ts';
import { pinPlace } from '#shared/pin-city.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import type { Position } from '../current-position';

interface PinCityNoticeProps {
  /** Names the pin in the message: "Gym pin", "Your location". */
  label: string;
  /** The rule's message for this pin (docs/product/trainer-portfolio.md#city-and-pin). */
  error: string | undefined;
  city: string;
  pin: Coordinate | null;
  onUseCity: (name: string) => void;
  onMoveToCentre: (centre: Position) => void;
}

/**
 * A pin too far from the typed city: the message, scrolled into view, and the two ways out:
 * the city follows the pin (when it is near another known city) or the pin goes to the city.
 */
export function PinCityNotice({
  label,
  error,
  city,
  pin,
  onUseCity,
  onMoveToCentre,
}: PinCityNoticeProps) {
  const locale = useLocale();
  const messages = useText(PORTFOLIO_TEXT);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const place = error && pin ? pinPlace(city, pin) : null;
  if (!error) return null;
  return (
    <div ref={box} className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <p role="alert" className="text-sm font-medium text-red-700">
        {label}: {error}
        {place?.suggestion && ` ${messages.pinNearCity(placeName(place.suggestion.name, locale))}`}
      </p>
      {place && (
        <div className="mt-2 flex flex-wrap gap-2">
          {place.suggestion && (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => place.suggestion && onUseCity(place.suggestion.name)}
            >
              {messages.takeCity(placeName(place.suggestion.name, locale))}
            </button>
          )}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => onMoveToCentre({ lat: place.city.latitude, lng: place.city.longitude })}
          >
            {messages.moveToCityCentre(placeName(place.city.name, locale))}
          </button>
        </div>
      )}
    </div>
  );
}
