import { SESSION_COOKIE_NAME } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import { randomToken, sha256 } from '../infra/crypto/tokens.js';
import { createAuthRepository } from '../modules/auth/index.js';

/** Long enough for the slowest part (analysing the talks); the session is ended as soon as the seed is done. */
const SEED_SESSION_MS = 60 * 60 * 1000;

export type SeedCall = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<T>;

/**
 * The seed acting as one of its demo accounts through the API, where the container offers no service (uploads,
 * follows, the forum, redeem codes): every rule a person meets applies. It signs in without the account's password,
 * which it does not keep, with a session like the one a login makes, ended by `end`.
 */
export async function seedSession(app: FastifyInstance, container: Container, userId: string) {
  const repository = createAuthRepository(container.database.db);
  const token = randomToken();
  await repository.insertSession({ id: sha256(token), userId, expiresAt: new Date(Date.now() + SEED_SESSION_MS) });
  const call: SeedCall = async (method, url, payload) => {
    const response = await app.inject({ method, url, payload, headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` } });
    if (response.statusCode >= 400) {
      const { msg, message } = response.json<{ msg?: string; message?: string }>();
      throw new Error(`${method} ${url} answered ${response.statusCode} ${msg ?? ''}: ${message ?? ''}`);
    }
    return (response.body ? response.json() : undefined) as never;
  };
  return { call, end: () => repository.deleteSession(sha256(token)) };
}

/** Sends a file as the web's single-part upload does: a signed URL from the API, then the bytes to it. */
export async function uploadFile(app: FastifyInstance, call: SeedCall, activityId: string, body: Buffer): Promise<void> {
  const { url } = await call<{ url: string }>('POST', '/api/s3/', { activityId });
  const stored = await app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: body });
  if (stored.statusCode !== 200) throw new Error(`the upload of ${activityId} answered ${stored.statusCode}`);
}
