import { TextField } from '#web/components/ui/form-field.tsx';
import type { TabProps } from './basic-tab';

const CONTACTS = [
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98200 12345',
  },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.in',
  },
  { field: 'website', label: 'Website', type: 'url', autoComplete: 'url', placeholder: 'https://' },
  {
    field: 'instagram',
    label: 'Instagram',
    type: 'text',
    autoComplete: 'off',
    placeholder: '@yourhandle',
  },
  {
    field: 'youtube',
    label: 'YouTube',
    type: 'url',
    autoComplete: 'off',
    placeholder: 'https://youtube.com/@you',
  },
] as const;

export function ContactTab({ portfolio, errors, set }: TabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {CONTACTS.map(({ field, ...input }) => (
        <TextField
          key={field}
          {...input}
          value={portfolio[field]}
          onChange={(event) => set(field, event.target.value)}
          error={errors[field]}
        />
      ))}
    </div>
  );
}
