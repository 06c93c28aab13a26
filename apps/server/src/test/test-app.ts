import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE_NAME, type SessionUser } from '@platform/shared';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig } from '../config.js';
import type { MailMessage } from '../infra/mail/mailer.js';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({ PUBLIC_URL: 'http://app.test', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database: database.handle, logger: false, ...overrides });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
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

export async function signUp(app: FastifyInstance, body: Record<string, unknown> = {}): Promise<{ user: SessionUser; email: string; password: string }> {
  const email = (body.email as string | undefined) ?? uniqueEmail();
  const password = (body.password as string | undefined) ?? 'correct horse 1';
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: { email, password, ...body } });
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

/** The admin account tests get by passing ADMIN_ENV to createTestApp, as ADMIN_EMAIL/ADMIN_PASSWORD do in production. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
export const logInAsAdmin = (app: FastifyInstance) => logIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
