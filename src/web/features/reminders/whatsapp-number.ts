/**
 * An Indian mobile number in E.164, as WhatsApp reminders need it, or null when it is not one.
 * Example: '98765 43210' → '+919876543210'; '+91-98765-43210' → '+919876543210';
 * '091 98765 43210' → '+919876543210'; '2233445566' (a landline) → null.
 */
export function indianMobileE164(input: string | null | undefined): string | null {
  const digits = (input ?? '').replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}
