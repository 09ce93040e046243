import { useState } from 'react';

export const DEFAULT_AVATAR = '/default-avatar.svg';

interface AvatarProps {
  src: string | null | undefined;
  size: number;
  alt?: string;
  className?: string;
}

/** A round user image with reserved size; falls back to the default image if none or broken. */
export function Avatar({ src, size, alt = '', className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && src !== failed ? src : DEFAULT_AVATAR;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(src ?? null)}
      className={`shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
      style={{ width: size, height: size }}
      decoding="async"
    />
  );
}
