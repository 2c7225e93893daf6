import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../../src/domain/auth/password-hasher.ts';

describe('password hashing (architecture §4: scrypt at OWASP parameters)', () => {
  it('stores a self-describing scrypt hash: N=2^17, r=8, p=1, 16-byte salt, 64-byte key', async () => {
    const stored = await hashPassword('trama2026');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(stored).not.toContain('trama2026');
  });

  it('verifies the right password only; the same password hashes differently each time (salt)', async () => {
    const [a, b] = await Promise.all([hashPassword('segreto'), hashPassword('segreto')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('segreto', a)).toBe(true);
    expect(await verifyPassword('Segreto', a)).toBe(false);
    expect(await verifyPassword('segreto ', a)).toBe(false);
  });

  it('a malformed or absurd stored hash never verifies (and never asks scrypt for gigabytes)', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$c2FsdA$a2V5', `scrypt$${2 ** 30}$8$1$c2FsdA$a2V5`, 'bcrypt$2$8$1$c2FsdA$a2V5', 'scrypt$16384$8$1$$']) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });

  it('the decoy check for unknown accounts always fails, after real scrypt work', async () => {
    expect(await verifyAgainstDecoy('whatever')).toBe(false);
    const real = await hashPassword('whatever');
    const decoyStart = performance.now();
    await verifyAgainstDecoy('whatever');
    const decoyTime = performance.now() - decoyStart;
    const verifyStart = performance.now();
    await verifyPassword('whatever', real);
    const verifyTime = performance.now() - verifyStart;
    // Same parameters, same work; a skipped check would be ~10,000 times faster, so a factor 10 leaves room for a busy machine.
    expect(decoyTime).toBeGreaterThan(verifyTime / 10);
  });
});
