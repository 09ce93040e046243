import { lazy, Suspense, useState } from 'react';
import { knownCity, pinCityProblem } from '#shared/pin-city.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { searchAddress } from '../address-search';
import { type Position, sixDecimals, useLocate } from '../current-position';
import type { TabProps } from './basic-tab';
import { CheckboxField, TextAreaField } from './editor-fields';
import { portfolioGymText } from './gym-tab.text';
import { PinCityNotice } from './pin-city-notice';

const GymMap = lazy(() => import('./gym-map'));
const MAP_GEOLOCATION_MS = 5_000;

export function GymTab({ portfolio, errors, set }: TabProps) {
  const text = useText(portfolioGymText);
  const messages = useText(PORTFOLIO_TEXT);
  const gym = portfolio.gymInfo;
  const { locating, locate } = useLocate(MAP_GEOLOCATION_MS);
  const change = (next: Partial<typeof gym>) => set('gymInfo', { ...gym, ...next });
  const place = (position: Position, how: 'placed' | 'moved' | 'current') => {
    change({ coordinates: { lat: position.lat, lng: position.lng } });
    const message = {
      placed: messages.gymPinPlaced,
      moved: messages.gymLocationUpdated,
      current: messages.usingLocation,
    }[how];
    void showToast('success', message);
  };
  const locateMe = async () => {
    const position = await locate();
    if (position) place(position, 'current');
  };
  const city = knownCity(portfolio.city);
  const cityCentre = city ? { lat: city.latitude, lng: city.longitude } : null;
  const [searching, setSearching] = useState(false);
  // Without tiles the address and the city still place the pin; a failed search is silent.
  const findAddress = async () => {
    setSearching(true);
    const query = [gym.address.trim(), portfolio.city.trim()].filter(Boolean).join(', ');
    const found = query ? await searchAddress(query) : null;
    setSearching(false);
    const at = found ?? cityCentre;
    if (at) place(at, 'placed');
  };
  const [lng, lat] = portfolio.location?.coordinates ?? [];
  const own = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  // The map opens on the trainer's own location when it agrees with the city, else the city.
  const near =
    own && !pinCityProblem(portfolio.city, { latitude: own.lat, longitude: own.lng })
      ? own
      : (cityCentre ?? own);

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.name}
          value={gym.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors['gymInfo.name']}
        />
        <TextField
          label={text.address}
          value={gym.address}
          onChange={(event) => change({ address: event.target.value })}
          error={errors['gymInfo.address']}
          autoComplete="street-address"
        />
      </div>
      <div>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-800">{text.location}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={findAddress}
              disabled={searching || (!gym.address.trim() && !cityCentre)}
              className={buttonClass('secondary', 'sm')}
            >
              {searching ? text.searching : messages.findAddress}
            </button>
            <button
              type="button"
              onClick={locateMe}
              disabled={locating}
              className={buttonClass('secondary', 'sm')}
            >
              {locating ? text.detecting : text.useCurrentLocation}
            </button>
          </div>
        </div>
        <Suspense
          fallback={
            <div className="flex h-72 items-center justify-center rounded-xl bg-slate-100">
              <Spinner label={text.loadingMap} />
            </div>
          }
        >
          <GymMap value={gym.coordinates} near={near} onPlace={place} />
        </Suspense>
        <p className="mt-1.5 text-sm text-slate-600">{text.mapHint}</p>
        <PinCityNotice
          label={text.pin}
          error={errors['gymInfo.coordinates']}
          city={portfolio.city}
          pin={
            gym.coordinates
              ? { latitude: gym.coordinates.lat, longitude: gym.coordinates.lng }
              : null
          }
          onUseCity={(name) => set('city', name)}
          onMoveToCentre={(centre) => place(centre, 'moved')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.latitude}
          readOnly
          value={gym.coordinates ? sixDecimals(gym.coordinates.lat) : ''}
          placeholder={text.placePin}
          error={errors['gymInfo.coordinates.lat']}
        />
        <TextField
          label={text.longitude}
          readOnly
          value={gym.coordinates ? sixDecimals(gym.coordinates.lng) : ''}
          placeholder={text.placePin}
          error={errors['gymInfo.coordinates.lng']}
        />
      </div>
      <CheckboxField
        label={text.membershipRequired}
        checked={gym.membershipRequired}
        onChange={(membershipRequired) => change({ membershipRequired })}
      />
      {gym.membershipRequired && (
        <TextAreaField
          label={text.membershipDetails}
          rows={2}
          value={gym.membershipDetails}
          onChange={(membershipDetails) => change({ membershipDetails })}
          error={errors['gymInfo.membershipDetails']}
        />
      )}
    </div>
  );
}
