import { useState } from 'react';

export const DEFAULT_AVATAR = '/default-avatar.svg';

interface AvatarProps {
  src: string | null | undefined;
  size: number;
  alt?: string;
  className?: string;
}

/**
 * Uploaded avatars are stored at 256 px with a 96 px copy named `<id>-96w.webp`; an
 * avatar of at most 48 px (96 device pixels on a 2x screen) takes the copy, so the navbar
 * does not download the large one.
 */
export function avatarSource(src: string, size: number): string {
  if (size > 48 || !/\/avatars\/[^/]+\.webp$/.test(src) || /-\d+w\.webp$/.test(src)) return src;
  return src.replace(/\.webp$/, '-96w.webp');
}

/** A round user image with reserved size; falls back to the default image if none or broken. */
export function Avatar({ src, size, alt = '', className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && src !== failed ? avatarSource(src, size) : DEFAULT_AVATAR;
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
