import { isStateCode, type StateCode } from './indian-states';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's check character (its 15th): the GST Network's weighted sum over base 36 of the first
 * fourteen, weights 1 and 2 alternating, each product's base-36 digits added.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARSET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Upper case without spaces: how a GSTIN is stored and compared. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A GSTIN of the right shape, a real state code and a matching check character. */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value) || !isStateCode(value.slice(0, 2))) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

/** The state a GSTIN is registered in: its first two digits. */
export function gstinState(gstin: string): StateCode | null {
  const code = gstin.slice(0, 2);
  return isStateCode(code) ? code : null;
}
