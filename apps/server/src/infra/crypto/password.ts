import { hash, verify } from '@node-rs/argon2';

/**
 * How hard stored passwords are to guess. `owasp` is OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane), for every
 * server people sign in to. `test-only` (1 MiB, 1 pass) is for the test suites, which sign up thousands of accounts:
 * with it a sign-up and log-in cost a few milliseconds instead of about 150, and the config refuses it on an https site.
 */
export type PasswordHashing = 'owasp' | 'test-only';

const COSTS: Record<PasswordHashing, { memoryCost: number; timeCost: number }> = {
  owasp: { memoryCost: 19_456, timeCost: 2 },
  'test-only': { memoryCost: 1_024, timeCost: 1 },
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** A stored hash carries its own cost, so one made at either cost is checked the same way. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
  verifyAgainstDummy(password: string): Promise<void>;
}

/** The only importer of @node-rs/argon2. */
export function createPasswordHasher(hashing: PasswordHashing): PasswordHasher {
  // 2 is Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  const options = { algorithm: 2, parallelism: 1, ...COSTS[hashing] } as const;
  let dummyHash: Promise<string> | undefined;

  async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  return {
    hash: (password) => hash(password, options),
    verify: verifyPassword,
    async verifyAgainstDummy(password) {
      dummyHash ??= hash('not-a-real-password-of-anyone', options);
      await verifyPassword(await dummyHash, password);
    },
  };
}
