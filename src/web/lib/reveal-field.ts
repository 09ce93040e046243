const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]):not([aria-disabled="true"])';

/**
 * A form that refuses a field the user may not see (below a phone's fold, or scrolled away)
 * brings it into view and focuses it, so the message under it is seen and read with it. A group
 * of controls (a fieldset, an image box) is scrolled to and its first control focused.
 */
export function revealField(field: HTMLElement | null) {
  if (!field) return;
  // centred, so a sticky header or the phone's keyboard does not cover it
  field.scrollIntoView?.({ block: 'center' });
  const target = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus({ preventScroll: true });
}

/**
 * Reveals the first field in `container` with a problem: a control marked `aria-invalid`, or
 * anything pointing at its message with an `aria-describedby` ending in `-error` (as
 * `FieldShell` names it).
 */
export function focusFirstProblem(container: ParentNode): void {
  revealField(
    container.querySelector<HTMLElement>('[aria-invalid="true"], [aria-describedby$="-error"]'),
  );
}
