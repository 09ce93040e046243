import { expect } from 'vitest';
import { signUpTrainer, uploadPicture } from '#server/test/accounts.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { gstinCheckCharacter } from '#shared/tax/gstin.ts';

export const KYC_AADHAAR = '234567890124';
export const KYC_PAN = 'ABCPV1234F';
export const KYC_ACCOUNT = '50100012345678';

/** The first GST registration of a PAN in a state: "27" + PAN + "1Z" + the check character. */
export function gstinOf(stateCode: string, pan: string) {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}
/** KYC_PAN's GSTIN in Maharashtra ('27ABCPV1234F1ZU') and Karnataka. */
export const KYC_GSTIN = gstinOf('27', KYC_PAN);
export const KYC_GSTIN_KARNATAKA = gstinOf('29', KYC_PAN);
/** Another PAN's GSTIN in Maharashtra. */
export const OTHER_PAN = 'ABCPD1234K';
export const OTHER_PAN_GSTIN = gstinOf('27', OTHER_PAN);

/** A complete submission as the form sends it: Aadhaar with spaces, PAN in small letters. */
export const kycDetails = (overrides: Record<string, unknown> = {}) => ({
  aadhaarNumber: '2345 6789 0124',
  aadhaarName: 'Meera Iyer',
  panNumber: 'abcpv1234f',
  panName: 'Meera Iyer',
  upiId: '',
  bankAccountName: 'Meera Iyer',
  bankAccountNumber: KYC_ACCOUNT,
  bankIFSC: 'HDFC0001234',
  bankName: 'HDFC Bank',
  bankBranch: 'Andheri West',
  stateCode: '27',
  ...overrides,
});

/** A small picture, as a KYC document's photo. */
export const kycPicture = (ctx: TestContext, token: string, fieldName: string) =>
  uploadPicture(ctx, token, fieldName, {
    width: 600,
    height: 380,
    background: { r: 230, g: 230, b: 220 },
  });

export async function kycDocuments(ctx: TestContext, token: string) {
  return {
    aadhaarFrontImage: await kycPicture(ctx, token, 'aadhaarFrontImage'),
    aadhaarBackImage: await kycPicture(ctx, token, 'aadhaarBackImage'),
    panImage: await kycPicture(ctx, token, 'panImage'),
  };
}

export const newKycTrainer = (ctx: TestContext, firstName = 'Meera') =>
  signUpTrainer(ctx, { firstName, lastName: 'Iyer' });
export type KycTrainer = Awaited<ReturnType<typeof newKycTrainer>>;

/** A trainer whose complete KYC awaits review. */
export async function submittedKyc(ctx: TestContext, firstName?: string): Promise<KycTrainer> {
  const trainer = await newKycTrainer(ctx, firstName);
  const response = await ctx.request({
    method: 'PUT',
    url: '/api/trainer/kyc',
    token: trainer.token,
    payload: kycDetails(await kycDocuments(ctx, trainer.token)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return trainer;
}
