import type { ReactNode } from 'react';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { GlobeIcon, InstagramIcon, YoutubeIcon } from '#web/components/ui/detail-icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { type ContactLink, contactLinks } from '../profile-view';
import { trainerProfileText } from '../trainer-profile.text';
import { cardClass } from './profile-details';

const ICONS: Record<ContactLink['label'], ReactNode> = {
  Website: <GlobeIcon className="size-5" />,
  Instagram: <InstagramIcon className="size-5" />,
  YouTube: <YoutubeIcon className="size-5" />,
};

/** Nothing at all when the trainer gave no links. */
export function ContactLinks({ trainer }: { trainer: TrainerProfile }) {
  const text = useText(trainerProfileText).links;
  const links = contactLinks(trainer);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="connect-heading" className={cardClass}>
      <h2 id="connect-heading" className="text-lg font-bold text-slate-900">
        {text.heading(trainer.name)}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {ICONS[link.label]}
              <span>
                <span className="sr-only">{text[link.label]}: </span>
                {link.text}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
