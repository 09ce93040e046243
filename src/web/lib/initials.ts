/**
 * "Jay P." → "JP": up to two letters of a person's name, for an avatar or a card drawn here
 * rather than fetched from another site.
 */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}
