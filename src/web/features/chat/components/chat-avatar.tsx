import { Avatar } from '#web/components/ui/avatar.tsx';
import { initialsOf } from '#web/lib/initials.ts';

/** The person's photo, or their initials when they have none. */
export function ChatAvatar({
  name,
  image,
  size,
}: {
  name: string;
  image: string | null;
  size: number;
}) {
  if (image) return <Avatar src={image} size={size} />;
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initialsOf(name)}
    </span>
  );
}
