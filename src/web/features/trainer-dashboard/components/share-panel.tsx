import { useId, useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { publicProfileUrl, SHARE_NETWORK_NAMES, type ShareNetwork, shareUrl } from '../share-links';
import { dashboardCommonText } from './dashboard-common.text';
import { CopyIcon, ShareIcon } from './dashboard-icons';
import { sharePanelText } from './share-panel.text';
import { useCopyLink } from './use-copy-link';

const NETWORKS: readonly ShareNetwork[] = ['whatsapp', 'facebook', 'linkedin', 'x'];

/**
 * The public profile link to copy, and to share on each network
 * (docs/product/trainer-dashboard.md#share-panel).
 */
export function SharePanel({ trainerId, firstName }: { trainerId: string; firstName: string }) {
  const locale = useLocale();
  const text = useText(sharePanelText);
  const common = useText(dashboardCommonText);
  const url = publicProfileUrl(window.location.origin, trainerId, locale);
  const message = text.message(firstName);
  const { copied, copy } = useCopyLink();
  const [instagramNotice, setInstagramNotice] = useState(false);
  const linkField = useId();

  const copyLink = async () => {
    setInstagramNotice(false);
    if (!(await copy(url))) void showToast('error', text.copyFailed);
  };
  const copyForInstagram = async () => {
    const done = await copy(url);
    setInstagramNotice(done);
    if (!done) void showToast('error', text.copyFailed);
  };

  return (
    <section
      aria-labelledby={`${linkField}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <ShareIcon className="size-5 text-brand-700" />
        <h2 id={`${linkField}-title`} className="text-lg font-semibold text-slate-900">
          {text.title}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={linkField} className="sr-only">
          {text.linkLabel}
        </label>
        <input
          id={linkField}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
        />
        <button
          type="button"
          onClick={() => void copyLink()}
          className={buttonClass('primary', 'md', 'sm:w-36')}
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? text.copied : text.copyLink}
        </button>
      </div>
      <ul aria-label={text.shareOn} className="mt-3 flex flex-wrap gap-2">
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={shareUrl(network, url, message)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'sm')}
            >
              {SHARE_NETWORK_NAMES[network]}
              <span className="sr-only">{common.opensInNewTab}</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void copyForInstagram()}
            className={buttonClass('secondary', 'sm')}
          >
            Instagram
          </button>
        </li>
      </ul>
      <p role="status" className="text-sm text-slate-700 [&:not(:empty)]:mt-3">
        {instagramNotice ? text.instagramNotice : ''}
      </p>
    </section>
  );
}
