import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE_NAME, type SessionUser } from '@platform/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createContainer, type Container, type ContainerOverrides } from '../container.js';
import type { InlineQueue } from '../infra/jobs/inline-queue.js';
import { createRootLogger } from '../infra/logging/logger.js';
import type { MailMessage } from '../infra/mail/mailer.js';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  container: Container;
  /** Background jobs wait here until the test drains them. */
  jobs: InlineQueue;
  close(): Promise<void>;
}

/** The API as `npm start` builds it, on a test database, with the inline job queue unless told otherwise. */
export async function createTestApp(kind: DatabaseKind, overrides: ContainerOverrides = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://app.test',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The suite signs up thousands of accounts: at the owasp cost their hashing was a fifth of its CPU time.
    PASSWORD_HASHING: 'test-only',
    ...env,
  });
  const container = await createContainer(config, database.handle, createRootLogger({ level: 'silent' }), {
    queue: 'inline',
    ...overrides,
    // Test files sign up dozens of accounts from one address; the tests of these limits set their own.
    authLimits: { signupPerIp: { max: 10_000, windowMs: 60_000 }, ...overrides.authLimits },
    memberLimits: { invitationTokenPerIp: { max: 10_000, windowMs: 60_000 }, ...overrides.memberLimits },
    // Test files post more threads and replies in a minute than one person may; the tests of that limit set their own.
    forumLimits: { threads: { max: 10_000, windowMs: 60_000 }, replies: { max: 10_000, windowMs: 60_000 }, ...overrides.forumLimits },
  });
  await container.ensureAdmin();
  const app = await buildApp(container);
  await app.ready();
  return {
    app,
    database,
    container,
    jobs: container.inlineJobs!,
    async close() {
      await app.close();
      await container.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API process on the same database, with its own sockets, hearing the first through Redis at `redisUrl`, as
 * two instances behind a balancer would.
 */
export async function createSecondInstance(
  database: TestDatabase,
  redisUrl: string,
): Promise<{ app: FastifyInstance; container: Container; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-b-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://app.test',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
  });
  const container = await createContainer(config, database.handle, createRootLogger({ level: 'silent' }), { queue: 'inline' });
  const app = await buildApp(container);
  return {
    app,
    container,
    async close() {
      await app.close();
      await container.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects mail in memory, for tests that read what was sent. */
export function memoryMailer() {
  const sent: MailMessage[] = [];
  return { sent, send: async (message: MailMessage) => void sent.push(message) };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE_NAME}=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

export async function signUp(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  remoteAddress?: string,
): Promise<{ user: SessionUser; email: string; password: string }> {
  const email = (body.email as string | undefined) ?? uniqueEmail();
  const password = (body.password as string | undefined) ?? 'correct horse 1';
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: { email, password, ...body }, remoteAddress });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { user: response.json().user, email, password };
}

export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionCookie(response);
}

/** A signed-in user of the given role; admins come from ADMIN_EMAIL-style bootstrap through the users service. */
export async function signedInUser(app: FastifyInstance, role: 'viewer' | 'host' = 'viewer') {
  const account = await signUp(app, role === 'host' ? { role: 'host', workspace_name: 'Test channel' } : {});
  return { ...account, cookie: await logIn(app, account.email, account.password) };
}

/**
 * Sends a webinar's recording as the web's single-part upload does: a signed URL from `POST /api/s3/`, then the file's
 * bytes to it. Answers the upload's status (200 when stored); the processing job runs at the test's next drain.
 */
export async function uploadRecording(app: FastifyInstance, cookie: string, activityId: string, file: string): Promise<number> {
  const { url } = (await app.inject({ method: 'POST', url: '/api/s3/', headers: { cookie }, payload: { activityId } })).json();
  const stored = await app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream' },
    payload: fs.readFileSync(file),
  });
  return stored.statusCode;
}

/** The admin account tests get by passing ADMIN_ENV to createTestApp, as ADMIN_EMAIL/ADMIN_PASSWORD do in production. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
export const logInAsAdmin = (app: FastifyInstance) => logIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
