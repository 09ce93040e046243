import type { Beneficiary } from '#server/integrations/payouts/payout-provider.ts';
import type { PayeeContact } from './payouts.repository';

/** The decrypted payout details of a trainer whose KYC is completed (the KYC feature's). */
export interface PayoutAccount {
  accountHolder: string;
  bank: { accountNumber: string; ifsc: string } | null;
  upiId: string | null;
}

/**
 * A payout's beneficiary: the trainer's contact with the account from their completed KYC.
 * No completed KYC, no beneficiary.
 */
export function beneficiaries(
  contactOf: (trainerId: string) => Promise<PayeeContact | null>,
  accountOf: (trainerId: string) => Promise<PayoutAccount | null>,
) {
  return async (trainerId: string): Promise<Beneficiary | null> => {
    const [contact, account] = await Promise.all([contactOf(trainerId), accountOf(trainerId)]);
    if (!contact || !account) return null;
    const bank = account.bank && {
      accountNumber: account.bank.accountNumber,
      ifsc: account.bank.ifsc,
    };
    return { ...contact, name: account.accountHolder || contact.name, bank, upiId: account.upiId };
  };
}
