import * as Dialog from '@radix-ui/react-dialog';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { useAgreeToNotice } from '../api/consents';
import { noticeChangedText } from './notice-changed-dialog.text';

const stay = (event: Event) => event.preventDefault();

/**
 * A new notice version, shown until agreed to (docs/product/privacy.md#consent): what changed,
 * a link to the whole notice, and one button. It has no close button: going on means agreeing,
 * and leaving is signing out or deleting the account.
 */
export default function NoticeChangedDialog() {
  const text = useText(noticeChangedText);
  const agree = useAgreeToNotice();
  const submit = async () => {
    await agree.mutateAsync();
    await showToast('success', text.agreed);
  };
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onEscapeKeyDown={stay}
          onPointerDownOutside={stay}
          onInteractOutside={stay}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{text.title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">{text.intro}</Dialog.Description>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {text.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <p className="text-sm">
            <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
              {text.readWhole}
            </Link>
          </p>
          {agree.isError && <FormMessage kind="error">{agree.error.message}</FormMessage>}
          <button
            type="button"
            onClick={() => void submit().catch(() => {})}
            disabled={agree.isPending}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {text.agree}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
