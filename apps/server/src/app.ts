import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { AppError } from './errors.js';
import { registerErrorHandler } from './http/error-handler.js';
import { isCrossOriginMutation } from './http/same-origin.js';
import { registerWebApp } from './http/web-app.js';
import type { DatabaseHandle } from './infra/db/database.js';
import { createCountryLookup, type CountryRequest } from './infra/geo/country-lookup.js';
import { createStoringMailer, type Mailer } from './infra/mail/mailer.js';
import { createSmtpMailer } from './infra/mail/smtp-mailer.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService, type AuthLimits } from './modules/auth/auth.service.js';
import { readSessionToken } from './modules/auth/session-cookie.js';
import { createOutboxRepository } from './modules/outbox/outbox.repository.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { createOutboxService } from './modules/outbox/outbox.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createBannersRepository } from './modules/banners/banners.repository.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { createBannersService } from './modules/banners/banners.service.js';
import { createKeywordsRepository } from './modules/workspaces/keywords.repository.js';
import { keywordsRoutes } from './modules/workspaces/keywords.routes.js';
import { createKeywordsService } from './modules/workspaces/keywords.service.js';
import { createMembersRepository } from './modules/workspaces/members.repository.js';
import { membersRoutes } from './modules/workspaces/members.routes.js';
import { createMembersService } from './modules/workspaces/members.service.js';
import { createWorkspacesRepository } from './modules/workspaces/workspaces.repository.js';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.js';
import { createWorkspacesService } from './modules/workspaces/workspaces.service.js';
import { loadOrCreateSecret } from './infra/crypto/secret.js';
import { registerLocalFiles } from './http/local-files.js';
import { createLocalStorage } from './infra/storage/local-storage.js';
import { createS3Storage } from './infra/storage/s3-storage.js';
import type { ObjectStorage } from './infra/storage/storage.js';
import path from 'node:path';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Tests replace these; by default they follow the configuration. */
  mailer?: Mailer;
  storage?: ObjectStorage;
  authLimits?: AuthLimits;
  lookupCountry?: (request: CountryRequest) => Promise<string | null>;
  logger?: boolean;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Chunks platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const outbox = createOutboxService(createOutboxRepository(database.db));
  const smtpMailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  if (smtpMailer) app.addHook('onClose', async () => smtpMailer.close());
  const mailer = deps.mailer ?? smtpMailer ?? createStoringMailer((message) => outbox.storeEmail(message));
  const users = createUsersService(createUsersRepository(database.db));

  let storage = deps.storage;
  if (!storage && config.s3) storage = createS3Storage(config.s3);
  if (!storage) {
    const local = createLocalStorage(path.join(config.dataDir, 'files'), config.secretKey ?? loadOrCreateSecret(config.dataDir));
    registerLocalFiles(app, local);
    storage = local;
  }
  const workspacesRepository = createWorkspacesRepository(database.db);
  const keywordsRepository = createKeywordsRepository(database.db);
  const workspaces = createWorkspacesService({ repository: workspacesRepository, keywords: keywordsRepository, users, storage });
  const members = createMembersService({
    repository: createMembersRepository(database.db),
    workspacesRepository,
    workspaces,
    users,
    mailer,
    publicUrl: config.publicUrl,
  });
  const keywords = createKeywordsService(keywordsRepository, workspaces, workspacesRepository);
  const banners = createBannersService(createBannersRepository(database.db), storage);
  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    users,
    workspaces,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    limits: deps.authLimits,
  });

  const publicOrigin = new URL(config.publicUrl).origin;
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (isCrossOriginMutation(request, publicOrigin)) {
      throw new AppError('CROSS_ORIGIN_REQUEST', 'requests that change data must come from this site');
    }
    const token = readSessionToken(request);
    request.currentUser = token ? ((await auth.userForSession(token)) ?? null) : null;
  });

  const lookupCountry =
    deps.lookupCountry ?? createCountryLookup({ header: config.geoCountryHeader, url: config.geoIpUrl });
  await app.register(systemRoutes, {
    pingDatabase: database.ping,
    lookupCountry,
    publicConfig: { single_channel: config.singleChannel ?? null, brand: config.brand },
  });
  await app.register(authRoutes, { auth, secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(usersRoutes, { users });
  await app.register(outboxRoutes, { outbox });
  await app.register(workspacesRoutes, { workspaces });
  await app.register(membersRoutes, { members });
  await app.register(keywordsRoutes, { keywords });
  await app.register(bannersRoutes, { banners });
  await registerWebApp(app, config.webDistDir);

  if (config.admin) await users.ensureAdmin(config.admin.email, config.admin.password);
  return app;
}
