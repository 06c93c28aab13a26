import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './tokens.js';

/** A random key made once and kept in DATA_DIR, so signed URLs stay valid across restarts. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
