import { LOCATION_TEXT } from '#shared/booking-schemas.ts';
import { formatSlotLabel } from '#shared/ist.ts';
import { nearestCity } from '#shared/nearest-city.ts';
import {
  BIO_MAX,
  BIO_MIN,
  EXPERIENCE_MAX,
  HAPPY_CLIENTS_MAX,
  type Portfolio,
} from '#shared/portfolio.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { ALL_SLOT_LABELS } from '#shared/schedule.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { sixDecimals, useLocate } from '../current-position';
import type { SetField } from '../portfolio-form';
import { portfolioBasicText } from './basic-tab.text';
import { CheckboxField, FieldGroup, NumberField, TextAreaField } from './editor-fields';
import { PinCityNotice } from './pin-city-notice';

export interface TabProps {
  portfolio: Portfolio;
  errors: Record<string, string>;
  set: SetField;
}

const EDITOR_GEOLOCATION_MS = 10_000;

export function BasicTab({ portfolio, errors, set }: TabProps) {
  const locale = useLocale();
  const text = useText(portfolioBasicText);
  const { usingLocation } = useText(PORTFOLIO_TEXT);
  const locations = useText(LOCATION_TEXT);
  const { locating, locate } = useLocate(EDITOR_GEOLOCATION_MS);
  const setLocation = (position: { lat: number; lng: number }) =>
    set('location', { type: 'Point', coordinates: [position.lng, position.lat] });
  const detect = async () => {
    const position = await locate();
    if (!position) return;
    setLocation(position);
    const city = nearestCity({ latitude: position.lat, longitude: position.lng });
    if (city && !portfolio.city.trim()) set('city', city.name);
    void showToast('success', usingLocation);
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
          label={text.fullName}
          value={portfolio.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          autoComplete="name"
        />
        <TextField
          label={text.title}
          value={portfolio.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          placeholder={text.titlePlaceholder}
        />
        <TextField
          label={text.headline1}
          value={portfolio.heroHeadlineLine1}
          onChange={(event) => set('heroHeadlineLine1', event.target.value)}
          error={errors.heroHeadlineLine1}
        />
        <TextField
          label={text.headline2}
          value={portfolio.heroHeadlineLine2}
          onChange={(event) => set('heroHeadlineLine2', event.target.value)}
          error={errors.heroHeadlineLine2}
        />
      </div>
      <div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={text.city}
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
            {locating ? text.detecting : text.detect}
          </button>
        </div>
        {lat !== undefined && lng !== undefined && (
          <p className="mt-1.5 text-sm text-slate-600">
            {text.locationSet(sixDecimals(lat), sixDecimals(lng))}
          </p>
        )}
        <PinCityNotice
          label={text.yourLocation}
          error={errors.location}
          city={portfolio.city}
          pin={lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null}
          onUseCity={(name) => set('city', name)}
          onMoveToCentre={setLocation}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          label={text.experience}
          value={portfolio.experience}
          onChange={(value) => set('experience', value)}
          error={errors.experience}
          min={0}
          max={EXPERIENCE_MAX}
        />
        <NumberField
          label={text.happyClients}
          value={portfolio.happyClients}
          onChange={(value) => set('happyClients', value)}
          error={errors.happyClients}
          min={0}
          max={HAPPY_CLIENTS_MAX}
        />
      </div>
      <TextAreaField
        label={text.heroDescription}
        rows={2}
        value={portfolio.heroDescription}
        onChange={(value) => set('heroDescription', value)}
        error={errors.heroDescription}
      />
      <TextAreaField
        label={text.bio}
        rows={6}
        value={portfolio.bio}
        onChange={(value) => set('bio', value)}
        error={errors.bio}
        hint={text.bioCount(portfolio.bio.trim().length, BIO_MAX, BIO_MIN)}
      />
      <FieldGroup legend={text.times} error={errors.availableTimes}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ALL_SLOT_LABELS.map((time) => (
            <CheckboxField
              key={time}
              label={formatSlotLabel(time, locale)}
              checked={portfolio.availableTimes.includes(time)}
              onChange={(on) => toggleTime(time, on)}
            />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend={text.locations}>
        <div className="grid gap-2 sm:grid-cols-2">
          <CheckboxField
            label={text.myGym}
            checked={portfolio.trainingLocations.myGym}
            onChange={(myGym) =>
              set('trainingLocations', { ...portfolio.trainingLocations, myGym })
            }
          />
          <CheckboxField
            label={locations.home}
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
