import { Spinner } from '#web/components/ui/spinner.tsx';

/** A tab's panel while its data loads: tall enough that the content does not jump in. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center rounded-2xl border border-slate-200 bg-white">
      <Spinner label={label} />
    </div>
  );
}
