/**
 * The moments a visitor shows interest in a card before opening it: the pointer arrives, a
 * finger touches down, or the keyboard focuses one of its links or buttons. The route uses
 * them to ask for the profile ahead of the click.
 */
export function cardInterestHandlers(trainerId: string, onInterest?: (trainerId: string) => void) {
  if (!onInterest) return {};
  const show = () => onInterest(trainerId);
  return { onPointerEnter: show, onTouchStart: show, onFocus: show };
}
