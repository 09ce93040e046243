const FOCUSABLE = 'input, textarea, select, button:not([aria-disabled="true"])';

/**
 * A form that refuses a field the user may not see (below a phone's fold, or scrolled away)
 * brings it into view and focuses it, so the message under it is seen and read with it.
 */
export function revealField(field: HTMLElement | null) {
  if (!field) return;
  field.scrollIntoView?.({ block: 'center' });
  const target = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus({ preventScroll: true });
}
