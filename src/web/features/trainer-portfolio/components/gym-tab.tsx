import { lazy, Suspense } from 'react';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { type Position, sixDecimals, useLocate } from '../current-position';
import type { TabProps } from './basic-tab';
import { CheckboxField, TextAreaField } from './editor-fields';

const GymMap = lazy(() => import('./gym-map'));
const MAP_GEOLOCATION_MS = 5_000;

export function GymTab({ portfolio, errors, set }: TabProps) {
  const gym = portfolio.gymInfo;
  const { locating, locate } = useLocate(MAP_GEOLOCATION_MS);
  const change = (next: Partial<typeof gym>) => set('gymInfo', { ...gym, ...next });
  const place = (position: Position, how: 'placed' | 'moved' | 'current') => {
    change({ coordinates: { lat: position.lat, lng: position.lng } });
    const message = {
      placed: PORTFOLIO_MESSAGES.gymPinPlaced,
      moved: PORTFOLIO_MESSAGES.gymLocationUpdated,
      current: PORTFOLIO_MESSAGES.usingLocation,
    }[how];
    void showToast('success', message);
  };
  const locateMe = async () => {
    const position = await locate();
    if (position) place(position, 'current');
  };
  const [lng, lat] = portfolio.location?.coordinates ?? [];
  const near = lat !== undefined && lng !== undefined ? { lat, lng } : null;

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Gym Name"
          value={gym.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors['gymInfo.name']}
        />
        <TextField
          label="Gym Address"
          value={gym.address}
          onChange={(event) => change({ address: event.target.value })}
          error={errors['gymInfo.address']}
          autoComplete="street-address"
        />
      </div>
      <div>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-800">Gym location</p>
          <button
            type="button"
            onClick={locateMe}
            disabled={locating}
            className={buttonClass('secondary', 'sm')}
          >
            {locating ? 'Detecting...' : 'Use my current location'}
          </button>
        </div>
        <Suspense
          fallback={
            <div className="flex h-72 items-center justify-center rounded-xl bg-slate-100">
              <Spinner label="Loading map" />
            </div>
          }
        >
          <GymMap value={gym.coordinates} near={near} onPlace={place} />
        </Suspense>
        <p className="mt-1.5 text-sm text-slate-600">
          Tap the map to place the pin; drag it to adjust.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Latitude"
          readOnly
          value={gym.coordinates ? sixDecimals(gym.coordinates.lat) : ''}
          placeholder="Place the pin on the map"
          error={errors['gymInfo.coordinates.lat']}
        />
        <TextField
          label="Longitude"
          readOnly
          value={gym.coordinates ? sixDecimals(gym.coordinates.lng) : ''}
          placeholder="Place the pin on the map"
          error={errors['gymInfo.coordinates.lng']}
        />
      </div>
      <CheckboxField
        label="Gym membership required"
        checked={gym.membershipRequired}
        onChange={(membershipRequired) => change({ membershipRequired })}
      />
      {gym.membershipRequired && (
        <TextAreaField
          label="Membership details"
          rows={2}
          value={gym.membershipDetails}
          onChange={(membershipDetails) => change({ membershipDetails })}
          error={errors['gymInfo.membershipDetails']}
        />
      )}
    </div>
  );
}
