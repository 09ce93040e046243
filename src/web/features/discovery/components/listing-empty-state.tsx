import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DumbbellIcon, SearchIcon, UsersIcon, VideoIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { track } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { listingEmptyText } from './listing-empty-state.text';

type Messages = typeof MESSAGES_TEXT.english;

/** Native share where the device has it, else the promotional text on the clipboard. */
async function referFriend(texts: Messages) {
  track('refer_friend_clicked');
  const origin = window.location.origin;
  const text = texts.referralShareText(origin);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Kasrat', text, url: origin });
    } catch {
      // Closing the share sheet is the visitor's choice, not an error to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
    void showToast('success', texts.referralLinkCopied);
  } catch {
    void showToast('error', texts.referralCopyFailed);
  }
}

/**
 * "No Trainers Found Nearby". `onBecomeTrainer` opens the trainer terms dialog, which records
 * the click itself and leads to /update-portfolio once the terms are accepted.
 */
export default function ListingEmptyState({ onBecomeTrainer }: { onBecomeTrainer: () => void }) {
  const navigate = useNavigate();
  const { user } = useUser();
  const text = useText(listingEmptyText);
  const messages = useText(MESSAGES_TEXT);

  const becomeTrainer = () => {
    if (!user) {
      track('become_trainer_clicked', { signed_in: false });
      void showToast('error', messages.pleaseSignInToBecomeTrainer);
    } else if (user.isTrainer) {
      track('become_trainer_clicked', { signed_in: true });
      navigate(paths.updatePortfolio);
    } else {
      onBecomeTrainer();
    }
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchIcon className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-slate-900">{text.title}</h3>
      <p className="mx-auto mt-2 max-w-lg text-slate-700">{text.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!user?.isAdmin && (
          <button type="button" onClick={becomeTrainer} className={buttonClass('primary', 'md')}>
            <DumbbellIcon className="size-5" />
            {text.becomeTrainer}
          </button>
        )}
        <button
          type="button"
          onClick={() => void referFriend(messages)}
          className={buttonClass('secondary', 'md')}
        >
          <UsersIcon className="size-5" />
          {text.referFriend}
        </button>
        <button
          type="button"
          onClick={() => navigate(paths.onlineTrainers, { replace: true })}
          className={buttonClass('secondary', 'md')}
        >
          <VideoIcon className="size-5" />
          {text.exploreOnline}
        </button>
      </div>
    </div>
  );
}
