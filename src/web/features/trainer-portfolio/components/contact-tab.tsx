import { TextField } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import type { TabProps } from './basic-tab';
import { portfolioContactText } from './contact-tab.text';

const CONTACTS = [
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'website', type: 'url', autoComplete: 'url' },
  { field: 'instagram', type: 'text', autoComplete: 'off' },
  { field: 'youtube', type: 'url', autoComplete: 'off' },
] as const;

export function ContactTab({ portfolio, errors, set }: TabProps) {
  const text = useText(portfolioContactText);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {CONTACTS.map(({ field, ...input }) => (
        <TextField
          key={field}
          {...input}
          label={text.labels[field]}
          placeholder={text.placeholders[field]}
          value={portfolio[field]}
          onChange={(event) => set(field, event.target.value)}
          error={errors[field]}
        />
      ))}
    </div>
  );
}
