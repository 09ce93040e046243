import { catalogue } from './catalogue';

/**
 * What the pack screens say beyond the server's catalogue (src/shared/pack-messages.ts):
 * docs/product/packs-screens.md.
 */
export const PACK_SCREEN_MESSAGES = {
  packPriceRequired: 'Enter the pack price or a discount',
  discountRange: 'A discount is 1 to 99 percent',
  buyFailed: 'We could not start the purchase. Please try again.',
  packLapsed: 'This pack was not paid within 15 minutes. Please buy it again.',
  paidWithCredit: 'Paid with 1 pack credit',
  creditConfirmation: 'Confirmed. One credit was used from your pack; nothing to pay.',
} as const;

export const PACK_SCREEN_TEXT = catalogue('packScreenMessages', PACK_SCREEN_MESSAGES);
