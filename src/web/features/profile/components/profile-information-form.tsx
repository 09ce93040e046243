import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { profileUpdateSchema } from '#shared/account-schemas.ts';
import { CITIES, GENDERS, type Gender } from '#shared/catalog.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import {
  describedBy,
  FieldShell,
  FormMessage,
  inputClass,
  TextField,
} from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import type { UserProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileText } from '../profile.text';
import { ProfileImageField } from './profile-image-field';

const SUCCESS_VISIBLE_MS = 3000;

interface FormValues {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  city: string;
  gender: Gender | '';
  profileImageUrl: string | null;
}

function valuesOf(profile: UserProfile): FormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    city: profile.city ?? '',
    gender: profile.gender ?? '',
    profileImageUrl: profile.profileImageUrl,
  };
}

interface ProfileInformationFormProps {
  profile: UserProfile;
  /** Called after a save or an image upload, so the navbar shows the new name and image. */
  onSaved: () => Promise<void>;
}

export function ProfileInformationForm({ profile, onSaved }: ProfileInformationFormProps) {
  const text = useText(profileText);
  const messages = useText(MESSAGES_TEXT);
  const formErrors = useFormErrors();
  const update = useUpdateProfile();
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const successTimer = useRef<number | undefined>(undefined);
  const ids = { gender: useId(), city: useId(), cities: useId() };

  useEffect(() => () => window.clearTimeout(successTimer.current), []);

  const set = <Key extends keyof FormValues>(key: Key, value: FormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(successTimer.current);
    setStatus(null);
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(formErrors.ofParse(parsed.error));
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      setValues(valuesOf(saved));
      setStatus({ kind: 'success', text: messages.profileSaved });
      successTimer.current = window.setTimeout(() => setStatus(null), SUCCESS_VISIBLE_MS);
      await onSaved();
    } catch (error) {
      setStatus({ kind: 'error', text: messages.profileSaveFailed });
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <ProfileImageField
        value={values.profileImageUrl}
        onUploaded={(url) => {
          set('profileImageUrl', url);
          void onSaved();
        }}
        onRemove={() => set('profileImageUrl', null)}
        onUploadingChange={setUploading}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={text.lastName}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors.lastName}
        />
        <TextField
          label={text.email}
          type="email"
          name="email"
          value={profile.email}
          readOnly
          hint={text.emailHint}
        />
        <TextField
          label={text.phone}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98765 43210"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={errors.phone}
        />
        <TextField
          label={text.dateOfBirth}
          type="date"
          name="dateOfBirth"
          autoComplete="bday"
          min="1900-01-01"
          value={values.dateOfBirth}
          onChange={(event) => set('dateOfBirth', event.target.value)}
          error={errors.dateOfBirth}
        />
        <FieldShell id={ids.city} label={text.city} error={errors.city}>
          <input
            id={ids.city}
            name="city"
            autoComplete="address-level2"
            list={ids.cities}
            value={values.city}
            onChange={(event) => set('city', event.target.value)}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedBy(ids.city, undefined, errors.city)}
            className={inputClass}
          />
          <datalist id={ids.cities}>
            {CITIES.map((city) => (
              <option key={city.slug} value={city.name} />
            ))}
          </datalist>
        </FieldShell>
        <FieldShell id={ids.gender} label={text.gender} error={errors.gender}>
          <select
            id={ids.gender}
            name="gender"
            value={values.gender}
            onChange={(event) => set('gender', event.target.value as Gender | '')}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={describedBy(ids.gender, undefined, errors.gender)}
            className={inputClass}
          >
            <option value="">{text.selectGender}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {text.genders[gender]}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>

      <div aria-live="polite">
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
      </div>

      <div className="flex justify-end border-t border-slate-200 pt-5">
        <button
          type="submit"
          disabled={update.isPending || uploading}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {update.isPending ? text.saving : text.saveChanges}
        </button>
      </div>
    </form>
  );
}
