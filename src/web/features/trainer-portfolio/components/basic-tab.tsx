import { nearestCity } from '#shared/nearest-city.ts';
import { BIO_MAX, EXPERIENCE_MAX, HAPPY_CLIENTS_MAX, type Portfolio } from '#shared/portfolio.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { ALL_SLOT_LABELS } from '#shared/schedule.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { sixDecimals, useLocate } from '../current-position';
import type { SetField } from '../portfolio-form';
import { CheckboxField, FieldGroup, NumberField, TextAreaField } from './editor-fields';
import { PinCityNotice } from './pin-city-notice';

export interface TabProps {
  portfolio: Portfolio;
  errors: Record<string, string>;
  set: SetField;
}

const EDITOR_GEOLOCATION_MS = 10_000;

export function BasicTab({ portfolio, errors, set }: TabProps) {
  const { locating, locate } = useLocate(EDITOR_GEOLOCATION_MS);
  const setLocation = (position: { lat: number; lng: number }) =>
    set('location', { type: 'Point', coordinates: [position.lng, position.lat] });
  const detect = async () => {
    const position = await locate();
    if (!position) return;
    setLocation(position);
    const city = nearestCity({ latitude: position.lat, longitude: position.lng });
    if (city && !portfolio.city.trim()) set('city', city.name);
    void showToast('success', PORTFOLIO_MESSAGES.usingLocation);
  };
  const toggleTime = (time: string, on: boolean) =>
    set(
      'availableTimes',
      ALL_SLOT_LABELS.filter((label) =>
        label === time ? on : portfolio.availableTimes.includes(label),
      ),
    );
  const [lng, lat] = portfolio.location?.coordinates ?? [];

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          value={portfolio.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          autoComplete="name"
        />
        <TextField
          label="Professional Title"
          value={portfolio.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          placeholder="e.g. Certified Personal Trainer"
        />
        <TextField
          label="Hero Headline Line 1"
          value={portfolio.heroHeadlineLine1}
          onChange={(event) => set('heroHeadlineLine1', event.target.value)}
          error={errors.heroHeadlineLine1}
        />
        <TextField
          label="Hero Headline Line 2"
          value={portfolio.heroHeadlineLine2}
          onChange={(event) => set('heroHeadlineLine2', event.target.value)}
          error={errors.heroHeadlineLine2}
        />
      </div>
      <div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label="Location (city)"
              value={portfolio.city}
              onChange={(event) => set('city', event.target.value)}
              error={errors.city}
              autoComplete="address-level2"
            />
          </div>
          <button
            type="button"
            onClick={detect}
            disabled={locating}
            className={buttonClass('secondary', 'md', errors.city ? 'mb-7' : '')}
          >
            {locating ? 'Detecting...' : 'Detect my location'}
          </button>
        </div>
        {lat !== undefined && lng !== undefined && (
          <p className="mt-1.5 text-sm text-slate-600">
            Location set: {sixDecimals(lat)}, {sixDecimals(lng)}
          </p>
        )}
        <PinCityNotice
          label="Your location"
          error={errors.location}
          city={portfolio.city}
          pin={lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null}
          onUseCity={(name) => set('city', name)}
          onMoveToCentre={setLocation}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          label="Years of Experience"
          value={portfolio.experience}
          onChange={(value) => set('experience', value)}
          error={errors.experience}
          min={0}
          max={EXPERIENCE_MAX}
        />
        <NumberField
          label="Happy Clients"
          value={portfolio.happyClients}
          onChange={(value) => set('happyClients', value)}
          error={errors.happyClients}
          min={0}
          max={HAPPY_CLIENTS_MAX}
        />
      </div>
      <TextAreaField
        label="Hero Description"
        rows={2}
        value={portfolio.heroDescription}
        onChange={(value) => set('heroDescription', value)}
        error={errors.heroDescription}
      />
      <TextAreaField
        label="Bio"
        rows={6}
        value={portfolio.bio}
        onChange={(value) => set('bio', value)}
        error={errors.bio}
        hint={`${portfolio.bio.trim().length}/${BIO_MAX} characters (at least 50)`}
      />
      <FieldGroup legend="Available Time Slots" error={errors.availableTimes}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ALL_SLOT_LABELS.map((time) => (
            <CheckboxField
              key={time}
              label={time}
              checked={portfolio.availableTimes.includes(time)}
              onChange={(on) => toggleTime(time, on)}
            />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend="Training Locations">
        <div className="grid gap-2 sm:grid-cols-2">
          <CheckboxField
            label="My Gym/Studio"
            checked={portfolio.trainingLocations.myGym}
            onChange={(myGym) =>
              set('trainingLocations', { ...portfolio.trainingLocations, myGym })
            }
          />
          <CheckboxField
            label="Client's Home"
            checked={portfolio.trainingLocations.clientHome}
            onChange={(clientHome) =>
              set('trainingLocations', { ...portfolio.trainingLocations, clientHome })
            }
          />
        </div>
      </FieldGroup>
    </div>
  );
}
