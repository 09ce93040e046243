import { useText } from '#web/lib/i18n/locale-context.ts';
import { uiText } from './ui.text';

export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A page-sized loading state with a fixed height, so the footer does not jump. */
export function PageSpinner({ label }: { label?: string }) {
  const text = useText(uiText);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label ?? text.loading} />
    </div>
  );
}
