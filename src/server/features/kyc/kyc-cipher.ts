import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The column each number is sealed for; it is bound into the ciphertext. */
export const SEALED_COLUMN = {
  aadhaar: 'aadhaar_number',
  pan: 'pan_number',
  bankAccount: 'bank_account_number',
} as const;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for the KYC numbers (docs/product/kyc.md#encryption-at-rest). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can sit beside old rows
 * under another version. The trainer and the column are bound in as associated data: a value copied
 * into another row or column does not decrypt.
 */
export function createKycCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('The KYC encryption key must be 32 bytes');
  const associated = (trainerId: string, column: string) =>
    Buffer.from(`${trainerId}\n${column}`, 'utf8');

  return {
    encrypt(plain: string, trainerId: string, column: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associated(trainerId, column));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** Throws when the value was altered, moved, or sealed with another key. */
    decrypt(stored: string, trainerId: string, column: string): string {
      const [version, iv, tag, sealed, ...rest] = stored.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined || rest.length > 0) {
        throw new Error('Not a KYC ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(associated(trainerId, column));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type KycCipher = ReturnType<typeof createKycCipher>;
