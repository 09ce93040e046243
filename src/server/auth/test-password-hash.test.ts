import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { testPasswordHash } from './test-password-hash';

describe("the tests' cheap password hash", () => {
  it('is salted and takes only the password it was made from', async () => {
    const hash = await testPasswordHash.hash('Correct-Horse-42');
    expect(hash).not.toBe(await testPasswordHash.hash('Correct-Horse-42'));
    expect(await testPasswordHash.verify({ hash, password: 'Correct-Horse-42' })).toBe(true);
    expect(await testPasswordHash.verify({ hash, password: 'Correct-Horse-43' })).toBe(false);
  });

  it("checks better-auth's own hashes, as the demo data's are", async () => {
    const hash = await hashPassword('Correct-Horse-42');
    expect(await testPasswordHash.verify({ hash, password: 'Correct-Horse-42' })).toBe(true);
    expect(await testPasswordHash.verify({ hash, password: 'wrong-password' })).toBe(false);
  });
});
