/** PostgreSQL's exclusion_violation: another active booking overlaps (booking_no_overlap). */
const EXCLUSION_VIOLATION = '23P01';
/**
 * PostgreSQL's foreign_key_violation and restrict_violation (what ON DELETE RESTRICT raises):
 * e.g. deleting a person whose money records remain.
 */
const REFERENCED_ROW_VIOLATIONS = ['23503', '23001'];

/** The SQLSTATE of a driver error, looking through the ORM's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isExclusionViolation = (error: unknown) => sqlState(error) === EXCLUSION_VIOLATION;
export const isReferencedRowViolation = (error: unknown) =>
  REFERENCED_ROW_VIOLATIONS.includes(sqlState(error) ?? '');
