/**
 * What a client pays (decision 7): the session fee, plus a platform fee of
 * `platformFeePercent` of it, plus GST of `gstPercent` on the platform fee only. The fee and
 * the GST each round to whole rupees. Everything is integer paise.
 * Example: ₹1,500 at 5% and 18% → fee ₹75, GST round(₹13.50) = ₹14, total ₹1,589
 * (158900 paise). With the default 0% fee the client pays exactly the session price.
 */
export interface FeeRates {
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

const wholeRupeesInPaise = (paise: number) => Math.round(paise / 100) * 100;

export function paymentBreakdown(sessionFeePaise: number, rates: FeeRates): PaymentBreakdown {
  const platformFeePaise = wholeRupeesInPaise((sessionFeePaise * rates.platformFeePercent) / 100);
  const gstPaise = wholeRupeesInPaise((platformFeePaise * rates.gstPercent) / 100);
  return {
    sessionFeePaise,
    platformFeePaise,
    gstPaise,
    totalPaise: sessionFeePaise + platformFeePaise + gstPaise,
  };
}

/** The platform's share of a trainer's earning (decision 8): 5% in person, 10% online. */
export const TRAINER_COMMISSION_PERCENT = { personal: 5, group: 5, online: 10 } as const;

/**
 * A trainer's earning from one session (decision 8): the platform fee is the commission of
 * the session fee, rounded to the paisa; the earning is the rest.
 * Example: online ₹1,000 (100000 paise) → fee 10000, earning 90000.
 */
export function trainerShare(
  service: keyof typeof TRAINER_COMMISSION_PERCENT,
  sessionFeePaise: number,
): { platformFeePaise: number; earningPaise: number } {
  const platformFeePaise = Math.round(
    (sessionFeePaise * TRAINER_COMMISSION_PERCENT[service]) / 100,
  );
  return { platformFeePaise, earningPaise: sessionFeePaise - platformFeePaise };
}
