import * as Tabs from '@radix-ui/react-tabs';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none sm:px-5';

interface StatusTabListProps {
  /** Names the tabs for screen readers: '… by status'. */
  label: string;
  views: readonly { status: string; label: string }[];
}

/** The tabs that filter an admin queue by status, inside its Tabs.Root. */
export function StatusTabList({ label, views }: StatusTabListProps) {
  return (
    <Tabs.List aria-label={label} className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
      {views.map((view) => (
        <Tabs.Trigger key={view.status} value={view.status} className={tabClass}>
          {view.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
