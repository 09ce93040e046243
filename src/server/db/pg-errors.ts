/** PostgreSQL's exclusion_violation: another active booking overlaps (booking_no_overlap). */
const EXCLUSION_VIOLATION = '23P01';
/**
 * PostgreSQL's foreign_key_violation and restrict_violation (what ON DELETE RESTRICT raises):
 * e.g. deleting a person whose money records remain.
 */
const REFERENCED_ROW_VIOLATIONS = ['23503', '23001'];

/** PostgreSQL's check_violation, also raised by triggers that name the rule they enforce. */
const CHECK_VIOLATION = '23514';

/** The driver's error beneath the ORM's wrapping: the first with a SQLSTATE. */
function driverError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isExclusionViolation = (error: unknown) =>
  driverError(error)?.code === EXCLUSION_VIOLATION;
export const isReferencedRowViolation = (error: unknown) =>
  REFERENCED_ROW_VIOLATIONS.includes(driverError(error)?.code ?? '');

/** The name of the check (or trigger-enforced rule) an error violates, if it is one. */
export function violatedCheck(error: unknown): string | undefined {
  const found = driverError(error);
  return found?.code === CHECK_VIOLATION && typeof found.constraint === 'string'
    ? found.constraint
    : undefined;
}
