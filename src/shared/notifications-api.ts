import { z } from 'zod';
import { REMINDER_MESSAGES as M } from './reminder-messages';
import { strictObject } from './strict-object';

/**
 * The reminder settings' API (docs/product/reminders.md#settings):
 * GET/PUT /api/me/notifications, POST/DELETE /api/me/push-subscriptions.
 */

/**
 * An Indian mobile number in E.164 ('+91' and ten digits, the first 6 to 9), from what a person
 * types: spaces, dashes and brackets ignored, '+91', '91' or '0' in front optional.
 * Example: '098765 43210' → '+919876543210'; '+91 (98765) 43210' → '+919876543210';
 * '+44 7700 900123' → null; '12345' → null.
 */
export function indianMobileE164(text: string): string | null {
  const digits = text.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

export const notificationSettingsSchema = z.object({
  email: z.boolean(),
  whatsapp: z.boolean(),
  whatsappNumber: z.string().nullable(),
  whatsappOptedInAt: z.string().nullable(),
  push: z.boolean(),
  pushDevices: z.number().int(),
  vapidPublicKey: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsUpdateSchema = strictObject({
  email: z.boolean(),
  whatsapp: z.boolean(),
  whatsappNumber: z
    .string()
    .trim()
    .max(24, M.whatsappNumberInvalid)
    .transform((value, context) => {
      if (value === '') return null;
      const number = indianMobileE164(value);
      if (!number) context.addIssue({ code: 'custom', message: M.whatsappNumberInvalid });
      return number;
    })
    .nullable()
    .optional(),
  push: z.boolean(),
});
export type NotificationSettingsUpdate = z.input<typeof notificationSettingsUpdateSchema>;

/** What a browser's push service allows at most, with room: endpoints are far shorter. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** A person's browsers that get push reminders; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** base64url of exactly `bytes` bytes: ceil(bytes × 4 / 3) characters, padding allowed. */
const base64urlOf = (bytes: number) => {
  const pattern = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`);
  return z
    .string()
    .max(200, M.pushKeysInvalid)
    .refine((value) => pattern.test(value), M.pushKeysInvalid);
};

export const pushSubscriptionSchema = strictObject({
  endpoint: z.string().trim().max(PUSH_ENDPOINT_MAX_LENGTH, M.pushEndpointInvalid),
  /** The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret. */
  keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = strictObject({
  endpoint: z.string().trim().max(PUSH_ENDPOINT_MAX_LENGTH, M.pushEndpointInvalid),
});

/**
 * The service worker's report that the browser replaced its subscription (the
 * `pushsubscriptionchange` event): the old endpoint, a secret only that browser and the push
 * service know, names the row to move.
 */
export const pushRenewalSchema = strictObject({
  oldEndpoint: z.string().trim().max(PUSH_ENDPOINT_MAX_LENGTH, M.pushEndpointInvalid),
  subscription: pushSubscriptionSchema,
});
export type PushRenewalInput = z.infer<typeof pushRenewalSchema>;

/** What the service worker receives with each push. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
