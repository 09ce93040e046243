import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_TEXT } from '#shared/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { PACK_TEXT } from '#shared/pack-messages.ts';
import { PACK_SCREEN_TEXT } from '#shared/pack-screen-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LockIcon } from '#web/components/ui/icons.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { usePaymentConfig } from '#web/features/bookings/api/payment-api.ts';
import { checkoutText } from '#web/features/bookings/checkout.text.ts';
import { TestModeNotice } from '#web/features/bookings/components/test-mode-notice.tsx';
import { packDay } from '#web/features/bookings/pack-day.ts';
import { useCheckout } from '#web/features/bookings/use-checkout.tsx';
import { usePack } from '#web/features/packs/api/get-packs.ts';
import { packKeys } from '#web/features/packs/api/pack-keys.ts';
import { packPagePath } from '#web/features/packs/pack-view.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { showToast } from '#web/lib/toast.tsx';
import { packPaymentText } from './pack-payment.text';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * `/payment?pack=<id>` (docs/product/packs-screens.md#buying-a-pack): the pack, its total, the same
 * checkout as a booking's; once paid, the pack's page.
 */
export function PackPayment({ packId }: { packId: string }) {
  const locale = useLocale();
  const text = useText(packPaymentText);
  const checkout = useText(checkoutText);
  const packMessages = useText(PACK_TEXT);
  const packScreen = useText(PACK_SCREEN_TEXT);
  const services = useText(CATALOG_TEXT).service;
  usePageTitle(checkout.title);
  const pack = usePack(packId);
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pay, paying, error, sandbox } = useCheckout({
    target: { packId },
    analytics: { pack_id: packId },
    totalPaise: pack.data?.totalPaise ?? 0,
    description: pack.data
      ? checkout.packDescription(
          pack.data.sessions,
          locale === 'en' ? pack.data.serviceName : services[pack.data.service],
          pack.data.trainer.name,
        )
      : '',
    onPaid: async () => {
      await queryClient.invalidateQueries({ queryKey: packKeys.all });
      void showToast('success', packMessages.packPaid);
      navigate(packPagePath(packId));
    },
  });

  if (pack.isPending) return <PageSpinner />;
  if (pack.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{packMessages.packNotFound}</h1>
        <Link to={paths.profilePacks} className={buttonClass('primary', 'md', 'mt-6')}>
          {text.myPacks}
        </Link>
      </div>
    );
  }
  const data = pack.data;
  const item = (label: string, value: string) => (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
  const validity = data.expiresAt
    ? text.validUntil(packDay(data.expiresAt, locale))
    : text.validDays(data.validityDays);
  const serviceName = locale === 'en' ? data.serviceName : services[data.service];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{checkout.heading}</h1>
      {config.data?.provider === 'sandbox' && (
        <div className="mt-4">
          <TestModeNotice />
        </div>
      )}
      {data.status !== 'pending' && (
        <div
          className={`mt-6 rounded-2xl border p-5 ${data.status === 'lapsed' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}
        >
          <p className="font-semibold">
            {data.status === 'lapsed' ? packScreen.packLapsed : packMessages.packAlreadyPaid}
          </p>
          <Link
            to={data.status === 'lapsed' ? paths.trainer(data.trainer.id) : packPagePath(data.id)}
            className={buttonClass('primary', 'md', 'mt-4')}
          >
            {data.status === 'lapsed' ? text.backToTrainer : text.viewPack}
          </Link>
        </div>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="summary-heading" className={cardClass}>
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            {data.kind === 'series' ? text.weeklySessions : text.sessionPack}
          </h2>
          <dl className="mt-3">
            {item(checkout.trainer, data.trainer.name)}
            {item(checkout.service, serviceName)}
            {item(
              text.sessions,
              text.sessionsValue(data.sessions, formatRupees(data.sessionPricePaise, locale)),
            )}
            {item(text.valid, validity)}
          </dl>
          <p className="mt-3 text-sm text-slate-600">{text.howCreditsWork}</p>
        </section>
        <section aria-labelledby="fees-heading" className={`${cardClass} md:self-start`}>
          <h2 id="fees-heading" className="text-lg font-semibold text-slate-900">
            {text.total}
          </h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">
            {formatRupees(data.totalPaise, locale)}
          </p>
          <p className="text-sm text-slate-600">{text.onePaymentFor(data.sessions)}</p>
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <button
            type="button"
            disabled={data.status !== 'pending' || paying}
            onClick={() => void pay()}
            className={buttonClass('primary', 'lg', 'mt-5 w-full')}
          >
            <LockIcon className="size-5" />
            {paying ? checkout.processing : checkout.pay(formatRupees(data.totalPaise, locale))}
          </button>
        </section>
      </div>
      {sandbox}
    </div>
  );
}
