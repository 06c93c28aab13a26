import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password.js';

describe('createPasswordHasher', () => {
  it('stores argon2id at the owasp cost, and checks a hash made at either cost', async () => {
    const owasp = createPasswordHasher('owasp');
    const fast = createPasswordHasher('test-only');
    const stored = await owasp.hash('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await fast.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await fast.verify(stored, 'correct horse')).toBe(true);
    expect(await owasp.verify(stored, 'wrong horse')).toBe(false);
    expect(await owasp.verify('not a hash', 'correct horse')).toBe(false);
  });
});
