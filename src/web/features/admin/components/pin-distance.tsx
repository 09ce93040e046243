import { PIN_CITY_MAX_KM, pinPlace } from '#shared/pin-city.ts';
import type { PortfolioPin } from '#shared/portfolio.ts';
import { PORTFOLIO_MESSAGES as M } from '#shared/portfolio-messages.ts';

const PIN_LABELS: Record<PortfolioPin['kind'], string> = {
  location: 'Location',
  gym: 'Gym',
};

/**
 * How far a pin is from the centre of the trainer's city, flagged over the limit
 * (docs/product/trainer-portfolio.md#city-and-pin); nothing for a city that is not a known one.
 */
export function PinDistance({ pin, city }: { pin: PortfolioPin; city: string }) {
  const place = pinPlace(city, pin.at);
  if (!place) return null;
  return (
    <>
      <dt className="text-slate-600">{PIN_LABELS[pin.kind]}</dt>
      <dd className={place.far ? 'font-semibold text-red-700' : 'text-slate-900'}>
        {M.pinFromCentre(place.km, place.city.name)}
        {place.far && ` (${M.pinOverLimit(PIN_CITY_MAX_KM)})`}
      </dd>
    </>
  );
}
