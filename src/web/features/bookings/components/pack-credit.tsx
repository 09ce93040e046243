import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { CATALOG_TEXT, type ServiceKey } from '#shared/catalog.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { PACK_TEXT } from '#shared/pack-messages.ts';
import { PACK_SCREEN_TEXT } from '#shared/pack-screen-messages.ts';
import type { ClientPack } from '#shared/packs.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useUsablePacks } from '../api/get-usable-packs';
import { packDay } from '../pack-day';
import { packCreditText } from './pack-credit.text';

/**
 * Booking with a pack credit (docs/product/packs-screens.md#booking-with-a-credit): the modal offers the
 * client's usable packs for the chosen service; with one chosen, Place Booking books at once.
 * A pack chosen for another service no longer counts once the service changes.
 */
export function usePackCredit(trainerId: string, service: ServiceKey | null) {
  const queryClient = useQueryClient();
  const usable = useUsablePacks(trainerId, service);
  const packs = usable.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<{ booking: UserBooking; creditsLeft: number } | null>(
    null,
  );
  const pack = packs.find((item) => item.id === chosen) ?? null;
  return {
    packId: pack?.id ?? null,
    pack,
    confirmed,
    option: (
      <PackCreditOption
        packs={packs}
        chosen={pack?.id ?? null}
        onChoose={(id) => setChosen(id === chosen ? null : id)}
      />
    ),
    /** Closing the confirmation makes the modal a booking form again, for the next session. */
    dismiss: () => setConfirmed(null),
    /** The booking the server confirmed with a credit: the packs' credits changed too. */
    confirm: (booking: UserBooking) => {
      setConfirmed({ booking, creditsLeft: (pack?.creditsLeft ?? 1) - 1 });
      void queryClient.invalidateQueries({ queryKey: ['packs'] });
    },
  };
}

function PackCreditOption({
  packs,
  chosen,
  onChoose,
}: {
  packs: ClientPack[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const locale = useLocale();
  const text = useText(packCreditText);
  if (packs.length === 0) return null;
  return (
    <fieldset className="mt-5 min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{text.payWith}</legend>
      <div className="mt-2 grid gap-2">
        {packs.map((pack) => {
          const selected = chosen === pack.id;
          return (
            <button
              key={pack.id}
              type="button"
              aria-pressed={selected}
              onClick={() => onChoose(pack.id)}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected
                  ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-700'
                  : 'border-slate-300 bg-white hover:border-brand-400'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-5 shrink-0 items-center justify-center rounded border ${
                  selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400'
                }`}
              >
                {selected && <CheckIcon className="size-3.5" strokeWidth={3} />}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {text.packCreditOption(pack.creditsLeft)}
                </span>
                {pack.expiresAt && (
                  <span className="block text-slate-600">
                    {text.packExpires(pack.sessions, packDay(pack.expiresAt, locale))}
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Booked with a credit: confirmed at once, no payment step. */
export function CreditBookingConfirmation({
  booking,
  creditsLeft,
  open,
  onOpenChange,
}: {
  booking: UserBooking;
  creditsLeft: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const locale = useLocale();
  const text = useText(packCreditText);
  const packMessages = useText(PACK_TEXT);
  const packScreen = useText(PACK_SCREEN_TEXT);
  const serviceNames = useText(CATALOG_TEXT).service;
  const serviceName = locale === 'en' ? booking.serviceName : serviceNames[booking.service];
  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={packMessages.bookedWithCredit(creditsLeft)}
      description={text.bookedFor(serviceName, booking.trainer.name)}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className={buttonClass('secondary', 'md')}
          >
            {text.close}
          </button>
          <Link
            to={paths.profileSessions}
            onClick={() => onOpenChange(false)}
            className={buttonClass('primary', 'md')}
          >
            {text.viewMySessions}
          </Link>
        </div>
      }
    >
      <div role="status" className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckIcon className="size-6" strokeWidth={3} />
        </span>
        <div>
          <p className="font-semibold text-slate-900">
            {text.when(
              formatBookingDate(booking.sessionDate, locale),
              formatSlotLabel(booking.timeSlot, locale),
            )}
          </p>
          <p className="mt-1 text-sm text-slate-700">{packScreen.creditConfirmation}</p>
        </div>
      </div>
    </SheetDialog>
  );
}
