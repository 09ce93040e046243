import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ArrowLeftIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { trainerProfileText } from '../trainer-profile.text';

export function ProfileError({ message }: { message: string }) {
  const text = useText(trainerProfileText).error;
  const messages = useText(MESSAGES_TEXT);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {messages.trainerProfileError}
      </h1>
      <p role="alert" className="mt-4 text-slate-700">
        {message}
      </p>
      <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon className="size-5" />
        {text.backToTrainers}
      </Link>
    </div>
  );
}
