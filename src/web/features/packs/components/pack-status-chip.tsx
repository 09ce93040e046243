import type { ClientPack } from '#shared/packs.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { packsText } from '../packs.text';

type PackStatus = ClientPack['status'];

const CHIP_CLASSES: Record<PackStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-800',
  ended: 'bg-slate-100 text-slate-700',
  lapsed: 'bg-slate-100 text-slate-700',
};

export function PackStatusChip({ status }: { status: PackStatus }) {
  const text = useText(packsText);
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP_CLASSES[status]}`}>
      {text.status[status]}
    </span>
  );
}
