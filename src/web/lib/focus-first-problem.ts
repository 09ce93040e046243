const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * Shows the user the first field in `container` with a problem, and focuses it: a control marked
 * `aria-invalid`, or anything pointing at its message with an `aria-describedby` ending in
 * `-error` (as `FieldShell` names it). A group of controls (a fieldset, an image box) is
 * scrolled to and its first control focused.
 */
export function focusFirstProblem(container: ParentNode): void {
  const field = container.querySelector<HTMLElement>(
    '[aria-invalid="true"], [aria-describedby$="-error"]',
  );
  if (!field) return;
  const control = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
  // centred, so a sticky header or the phone's keyboard does not cover it
  field.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}
