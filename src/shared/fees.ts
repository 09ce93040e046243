/**
 * What a client pays (docs/product/booking.md#fees-paid-by-the-client): the session fee, plus a
 * platform fee of `platformFeePercent` of it, plus GST of `gstPercent` on the platform fee only.
 * The fee and the GST each round to whole rupees, half up. Everything is integer paise, and every
 * percent is applied as whole basis points (1 % = 100 bp) in integer arithmetic, so a rate such as
 * 0.7 % or 1.15 % rounds the exact amount, not a floating-point neighbour of it.
 * Example: ₹1,500 at 5% and 18% → fee ₹75, GST round(₹13.50) = ₹14, total ₹1,589
 * (158900 paise). ₹3,500 at 0.7% → fee exactly ₹24.50 → ₹25. With the default 0% fee the
 * client pays exactly the session price.
 */
export interface FeeRates {
  /** A percent with at most two decimals (whole basis points). */
  platformFeePercent: number;
  gstPercent: number;
}

export const DEFAULT_FEE_RATES: FeeRates = { platformFeePercent: 0, gstPercent: 18 };

export interface PaymentBreakdown {
  sessionFeePaise: number;
  platformFeePaise: number;
  gstPaise: number;
  totalPaise: number;
}

const BASIS_POINTS_PER_WHOLE = 10_000;
const PAISE_PER_RUPEE = 100;

/** Why a configured percent was refused: fees are applied as whole basis points. */
export const FEE_PERCENT_PRECISION = 'must be a percent with at most two decimals (e.g. 1.15)';

/** True for a finite, non-negative percent with at most two decimals (1.15 yes, 1.155 no). */
export function isWholeBasisPoints(percent: number): boolean {
  return Number.isFinite(percent) && percent >= 0 && Number(percent.toFixed(2)) === percent;
}

/** 1.15 → 115. A percent that is not whole basis points is a programming error here. */
export function basisPointsOf(percent: number): number {
  if (!isWholeBasisPoints(percent)) {
    throw new RangeError(`${percent} % is not a whole number of basis points`);
  }
  return Math.round(percent * 100);
}

/**
 * numerator / denominator rounded half up, for non-negative safe integers, without a float
 * division: 245 / 10 → 25 (24.5 rounds up), 244 / 10 → 24.
 */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`${numerator} is out of range for a fee`);
  }
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** `basisPoints` of `paise`, rounded half up to a multiple of `unitPaise`. */
function share(paise: number, basisPoints: number, unitPaise: number): number {
  return divideRoundingHalfUp(paise * basisPoints, BASIS_POINTS_PER_WHOLE * unitPaise) * unitPaise;
}

/** `percent` of `paise`, rounded half up to the paisa (or to `unitPaise`): 0.1 % of ₹1,234 → 123. */
export function percentOfPaise(paise: number, percent: number, unitPaise = 1): number {
  return share(paise, basisPointsOf(percent), unitPaise);
}

/** numerator / denominator rounded half up, for non-negative integers (tax-inclusive splits). */
export const divideHalfUp = divideRoundingHalfUp;

export function paymentBreakdown(sessionFeePaise: number, rates: FeeRates): PaymentBreakdown {
  const platformFeePaise = share(
    sessionFeePaise,
    basisPointsOf(rates.platformFeePercent),
    PAISE_PER_RUPEE,
  );
  const gstPaise = share(platformFeePaise, basisPointsOf(rates.gstPercent), PAISE_PER_RUPEE);
  return {
    sessionFeePaise,
    platformFeePaise,
    gstPaise,
    totalPaise: sessionFeePaise + platformFeePaise + gstPaise,
  };
}

/**
 * The platform's share of a trainer's earning: 5% in person, 10% online
 * (docs/product/earnings-and-payouts.md#trainer-commission).
 */
export const TRAINER_COMMISSION_PERCENT = { personal: 5, group: 5, online: 10 } as const;

/**
 * A trainer's earning from one session: the platform fee is the commission of
 * the session fee, rounded half up to the paisa; the earning is the rest.
 * Example: online ₹1,000 (100000 paise) → fee 10000, earning 90000.
 */
export function trainerShare(
  service: keyof typeof TRAINER_COMMISSION_PERCENT,
  sessionFeePaise: number,
): { platformFeePaise: number; earningPaise: number } {
  const platformFeePaise = share(
    sessionFeePaise,
    basisPointsOf(TRAINER_COMMISSION_PERCENT[service]),
    1,
  );
  return { platformFeePaise, earningPaise: sessionFeePaise - platformFeePaise };
}
