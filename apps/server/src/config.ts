import path from 'node:path';
import { z } from 'zod';
import fs from 'node:fs';
import os from 'node:os';
import { modelsDir, publishedModel, WHISPER_SIZES } from './infra/models/whisper-catalogue.js';
import { readWhisperModelHeader, WhisperModelError } from './infra/transcription/whisper-model.js';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** A switch written `true` or `false`; absent is false. */
const trueOrFalse = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** Live chat and signals across several instances through Redis pub/sub; absent: in process (one instance). */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  MAIL_FROM: z.string().default('Chunks <no-reply@localhost>'),
  /** A header set by a trusted proxy or CDN with the visitor's ISO country code, e.g. cf-ipcountry. */
  GEO_COUNTRY_HEADER: optionalText,
  /** A geo-IP lookup answering JSON with `country_code` or `country`; `{ip}` is replaced by the visitor's address. */
  GEO_IP_URL: optionalText.pipe(z.url().optional()),
  /** The plan whose redeem codes reward the referral-paid-total achievement; absent: that achievement gives a coupon. */
  ACHIEVEMENT_REWARD_PLAN_ID: optionalText.pipe(z.uuid().optional()),
  /** Behind a reverse proxy, trust its X-Forwarded-* headers for the client address and protocol. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Signs file URLs; absent: a random key kept in DATA_DIR (set it when several processes serve files). */
  SECRET_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Card payments through Stripe; absent: the sandbox provider with its own hosted checkout page. */
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[sr]k_(test|live)_/, 'must be an sk_ or rk_ key')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  /**
   * `true` serves the card sandbox on purpose (payments are not real). Needed when PUBLIC_URL is https and Stripe's
   * keys are absent: a public site never falls into taking pretend payments because a key was forgotten.
   */
  PAYMENTS_SANDBOX: trueOrFalse,
  /** Another address for Stripe's API, such as a local stand-in; absent: api.stripe.com. */
  STRIPE_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Carrier billing through the carrier's DCB gateway; absent: the sandbox gateway (codes go to the outbox). */
  CARRIER_GATEWAY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CARRIER_GATEWAY_API_KEY: optionalText,
  /** `true` serves the sandbox carrier gateway on purpose; needed when PUBLIC_URL is https and no gateway is set. */
  CARRIER_SANDBOX: trueOrFalse,
  /**
   * The hosting plan every host has without paying (spec §9 features), so a new platform runs without hosting fees;
   * `none` makes hosts subscribe to a hosting plan before gated features work.
   */
  DEFAULT_HOSTING_PLAN: z.enum(['community', 'starter', 'professional', 'none']).default('community'),
  /**
   * STUN/TURN servers for the live room, as JSON (`[{"urls":"turn:turn.example.com","username":"u","credential":"p"}]`),
   * handed to browsers and to the SFU. Absent: none, which is enough on one machine or one network.
   */
  LIVE_ICE_SERVERS: optionalText.pipe(z.string().transform(parseIceServers).optional()),
  /** The SFU's address as browsers reach it (the server's public IP). Absent: loopback only (development, tests). */
  LIVE_PUBLIC_IP: optionalText.pipe(z.union([z.ipv4(), z.ipv6()]).optional()),
  /** UDP ports the SFU uses for media, `min-max`, matching the firewall. Absent: any port. */
  LIVE_UDP_PORTS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+-\d+$/, 'must be min-max')
      .transform((value) => value.split('-').map(Number) as [number, number])
      .refine(([min, max]) => min >= 1024 && max <= 65535 && min < max, 'must be two ports from 1024 to 65535, min < max')
      .optional(),
  ),
  /** The live room's media engine: werift in a worker thread (nothing to install), or a Janus VideoRoom server. */
  LIVE_MEDIA_ENGINE: z.enum(['werift', 'janus']).default('werift'),
  /** Janus's WebSocket API, for LIVE_MEDIA_ENGINE=janus. */
  JANUS_WS_URL: optionalText.pipe(z.url({ protocol: /^wss?$/ }).optional()),
  /** The VideoRoom plugin's `admin_key`, when Janus's configuration sets one. */
  JANUS_ADMIN_KEY: optionalText,
  /**
   * Lets restream destinations be loopback, private, link-local, unique-local or multicast addresses (tests, an RTMP
   * server on the LAN); otherwise they are refused, so hosts cannot make the server dial inside its own network.
   */
  LIVE_RESTREAM_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** A CDN in front of the bucket (passing path and query on): signed media and image URLs name it instead of S3. */
  S3_CDN_URL: optionalText.pipe(z.url().optional()),
  /** Single-channel mode: the id or slug of the only channel shown (spec §2). Absent: full mode. */
  SINGLE_CHANNEL: optionalText,
  /** Spec §2: channels (ids or slugs, comma-separated) whose video list guests may open without logging in. */
  GUEST_VIDEO_CHANNELS: optionalText,
  /** Brand variant: logo set, and whether the search icon shows (spec §1). */
  BRAND: z.enum(['chunks', 'metro']).default('chunks'),
  /**
   * A whisper.cpp ggml model file (ggml-large-v3.bin, ggml-medium.bin, ...) for transcribing Cantonese, Mandarin,
   * Japanese and English; checked at start. Absent: pocketsphinx, English only; other languages get no transcript.
   */
  WHISPER_MODEL: optionalText,
  /**
   * With WHISPER_MODEL, whether English goes to whisper too (far more accurate than pocketsphinx, and slower);
   * false keeps pocketsphinx for English.
   */
  WHISPER_ENGLISH: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Child processes (or whisper's threads) one analysis may keep busy at once: the audio is cut at silences into that
   * many pieces transcribed side by side. Absent: one per core.
   */
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  /** api: HTTP only; worker: background jobs only; all: both in one process. */
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  /**
   * `test-only` lifts the per-address limits of logins, sign-ups and resets (auth.service.ts) for test runs whose every
   * browser comes from one address; refused on an https PUBLIC_URL.
   */
  ADDRESS_RATE_LIMITS: z.enum(['standard', 'test-only']).default('standard'),
  /** How hard stored passwords are to guess (infra/crypto/password.ts); `test-only` is refused on an https PUBLIC_URL. */
  PASSWORD_HASHING: z.enum(['owasp', 'test-only']).default('owasp'),
  /**
   * Opens `GET /metrics` (Prometheus text format) to a scraper sending `Authorization: Bearer <token>`. Absent, and
   * METRICS_PORT absent too: no metrics are served.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Serves `GET /metrics` on this port of its own instead of the main one (keep it off the public network; with
   * METRICS_TOKEN the token is asked there too). The way to scrape a ROLE=worker process, which has no main port.
   */
  METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  /**
   * On SIGTERM or SIGINT, how long requests under way may take to finish before their connections are cut and the
   * database pool closes; a balancer sends new requests elsewhere meanwhile.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
});

const iceServerSchema = z.object({
  urls: z.union([z.string().regex(/^(stun|turns?):/), z.array(z.string().regex(/^(stun|turns?):/)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

function parseIceServers(value: string, ctx: z.RefinementCtx) {
  try {
    const parsed = z.array(iceServerSchema).safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // Reported below, with the same words as a JSON that is not a list of servers.
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {urls, username?, credential?} with stun: or turn: URLs' });
  return z.NEVER;
}

export type Config = ReturnType<typeof toConfig>;

/** Where `npm run models` stored a whisper model: the best size there, or null. */
function downloadedWhisperModel(dataDir: string): string | null {
  for (const size of WHISPER_SIZES) {
    const file = path.join(modelsDir(dataDir), publishedModel(size).file);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function toConfig(env: z.infer<typeof envSchema>, found: { whisperModel: string | null }) {
  const dataDir = path.resolve(env.DATA_DIR);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBaseUrl: env.STRIPE_API_BASE_URL }
      : null;
  const carrierGateway =
    env.CARRIER_GATEWAY_URL && env.CARRIER_GATEWAY_API_KEY
      ? { baseUrl: env.CARRIER_GATEWAY_URL, apiKey: env.CARRIER_GATEWAY_API_KEY }
      : null;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined,
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    mailFrom: env.MAIL_FROM,
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase(),
    geoIpUrl: env.GEO_IP_URL,
    achievementRewardPlanId: env.ACHIEVEMENT_REWARD_PLAN_ID ?? null,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    role: env.ROLE,
    secretKey: env.SECRET_KEY,
    passwordHashing: env.PASSWORD_HASHING,
    addressRateLimits: env.ADDRESS_RATE_LIMITS,
    stripe,
    defaultHostingPlan: env.DEFAULT_HOSTING_PLAN === 'none' ? null : env.DEFAULT_HOSTING_PLAN,
    carrierGateway,
    /** Which payments go to a sandbox and are not real: admins are told while one serves. */
    paymentSandboxes: { card: stripe === null, carrier: carrierGateway === null },
    live: {
      iceServers: env.LIVE_ICE_SERVERS ?? [],
      publicIp: env.LIVE_PUBLIC_IP,
      udpPorts: env.LIVE_UDP_PORTS,
      janus: env.LIVE_MEDIA_ENGINE === 'janus' && env.JANUS_WS_URL ? { url: env.JANUS_WS_URL, adminKey: env.JANUS_ADMIN_KEY } : null,
      restreamAllowPrivate: env.LIVE_RESTREAM_ALLOW_PRIVATE,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
          cdnBaseUrl: env.S3_CDN_URL,
        }
      : undefined,
    singleChannel: env.SINGLE_CHANNEL,
    guestVideoChannels: (env.GUEST_VIDEO_CHANNELS ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    brand: env.BRAND,
    whisper: found.whisperModel ? { modelPath: found.whisperModel, english: env.WHISPER_ENGLISH } : null,
    analysisConcurrency: env.ANALYSIS_CONCURRENCY ?? os.availableParallelism(),
    metrics: env.METRICS_TOKEN || env.METRICS_PORT ? { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null } : null,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/**
 * A sandbox serves only when chosen: on an https address (a real site) without real payment settings, the start is
 * refused until the sandbox is asked for by name; asking for one beside the real settings is refused as unclear.
 */
function sandboxProblems(env: NodeJS.ProcessEnv): string[] {
  const publicSite = env.PUBLIC_URL?.trim().toLowerCase().startsWith('https:') ?? false;
  const kinds = [
    {
      sandbox: 'PAYMENTS_SANDBOX',
      real: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      what: 'card payments would go to the sandbox and not be real',
    },
    {
      sandbox: 'CARRIER_SANDBOX',
      real: ['CARRIER_GATEWAY_URL', 'CARRIER_GATEWAY_API_KEY'],
      what: 'phone-bill payments would go to the sandbox gateway and not be real',
    },
  ];
  const problems: string[] = [];
  for (const { sandbox, real, what } of kinds) {
    const chosen = env[sandbox]?.trim() === 'true';
    const realSet = real.filter((name) => Boolean(env[name]?.trim()));
    if (publicSite && realSet.length === 0 && !chosen) {
      problems.push(
        `${sandbox}: PUBLIC_URL is https but ${real.join(' and ')} are not set, so ${what}; set them, or set ${sandbox}=true to serve the sandbox on purpose`,
      );
    }
    if (chosen && realSet.length > 0) {
      problems.push(`${sandbox}: true, but ${realSet.join(' and ')} ${realSet.length > 1 ? 'are' : 'is'} set; remove one or the other`);
    }
  }
  return problems;
}

/** The only reader of process.env. Reports every problem at once, one line each. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  // Values are left out on purpose: some of these variables hold secrets.
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  if (Boolean(env.ADMIN_EMAIL?.trim()) !== Boolean(env.ADMIN_PASSWORD?.trim())) {
    problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  if (Boolean(env.STRIPE_SECRET_KEY?.trim()) !== Boolean(env.STRIPE_WEBHOOK_SECRET?.trim())) {
    // A key without the webhook secret would take payments whose webhooks are all refused; a secret alone does nothing.
    problems.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  if (Boolean(env.CARRIER_GATEWAY_URL?.trim()) !== Boolean(env.CARRIER_GATEWAY_API_KEY?.trim())) {
    // Half a gateway would silently fall back to the sandbox, which bills nobody.
    problems.push('CARRIER_GATEWAY_URL, CARRIER_GATEWAY_API_KEY: set both or neither');
  }
  problems.push(...sandboxProblems(env));
  if (env.PUBLIC_URL?.trim().toLowerCase().startsWith('https:')) {
    if (env.PASSWORD_HASHING?.trim() === 'test-only') {
      problems.push('PASSWORD_HASHING: test-only is for the test suites; a site on https stores passwords at the owasp cost');
    }
    if (env.ADDRESS_RATE_LIMITS?.trim() === 'test-only') {
      problems.push('ADDRESS_RATE_LIMITS: test-only is for the test suites; a site on https limits logins and sign-ups per address');
    }
  }
  if (env.LIVE_MEDIA_ENGINE?.trim() === 'janus' && !env.JANUS_WS_URL?.trim()) {
    problems.push('JANUS_WS_URL: required when LIVE_MEDIA_ENGINE is janus (e.g. ws://127.0.0.1:8188)');
  }
  if (env.ROLE && env.ROLE !== 'all' && !env.DATABASE_URL?.trim()) {
    // PGlite lives inside one process; an API and a worker need a database they can both reach.
    problems.push('ROLE: api and worker need DATABASE_URL (the embedded database serves one process)');
  }
  if (parsed.success && parsed.data.METRICS_PORT !== undefined && parsed.data.METRICS_PORT === parsed.data.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (or leave it out and use METRICS_TOKEN on the main port)');
  }
  // Unset, the model `npm run models` stored in DATA_DIR/models/ is taken, if there is one.
  const whisperModel = env.WHISPER_MODEL?.trim()
    ? path.resolve(env.WHISPER_MODEL.trim())
    : downloadedWhisperModel(path.resolve(parsed.data?.DATA_DIR ?? './data'));
  if (whisperModel) {
    // Native code trusts the file it loads: a wrong path or file is refused here, with the reason, before the start.
    try {
      readWhisperModelHeader(whisperModel);
    } catch (error) {
      if (!(error instanceof WhisperModelError)) throw error;
      problems.push(`WHISPER_MODEL: ${error.message}`);
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data, { whisperModel });
}
