import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { writeFakeModel } from '../test-support/transcription/whisper-test-models.js';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('serves metrics only when a token or a port of their own is set, never on the main port twice', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-sixteen+' }).metrics).toEqual({ token: 'a-token-of-sixteen+', port: null });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ token: null, port: 9464 });
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN: must be at least 16 characters']);
    expect(problems({ PORT: '3000', METRICS_PORT: '3000' })[0]).toMatch(/^METRICS_PORT: must differ from PORT/);
    expect(problems({ METRICS_PORT: 'ninety' })[0]).toMatch(/^METRICS_PORT: /);
  });

  it('runs one transcription process per core unless ANALYSIS_CONCURRENCY says how many, a positive whole number', () => {
    expect(loadConfig({}).analysisConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ANALYSIS_CONCURRENCY: '3' }).analysisConcurrency).toBe(3);
    for (const wrong of ['0', '1.5', 'all']) {
      expect(() => loadConfig({ ANALYSIS_CONCURRENCY: wrong })).toThrow(/ANALYSIS_CONCURRENCY: /);
    }
  });

  it('reads the channels open to guests as a lower-cased list of ids or slugs', () => {
    expect(loadConfig({}).guestVideoChannels).toEqual([]);
    expect(loadConfig({ GUEST_VIDEO_CHANNELS: ' MetroTalk, ,7f3c2c5e-0000-4000-8000-000000000001 ' }).guestVideoChannels).toEqual([
      'metrotalk',
      '7f3c2c5e-0000-4000-8000-000000000001',
    ]);
  });

  it('reports every problem on a line of its own, without secret values', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'admin@example.com', SMTP_URL: 'http://secret@mail' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems.map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL, ADMIN_PASSWORD']),
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('takes Stripe only when both its key and its webhook secret are set', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_2' }).stripe).toEqual({
      secretKey: 'sk_live_1',
      webhookSecret: 'whsec_2',
      apiBaseUrl: undefined,
    });
    const env = { STRIPE_SECRET_KEY: 'rk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_2', STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' };
    expect(loadConfig(env).stripe).toEqual({ secretKey: 'rk_test_1', webhookSecret: 'whsec_2', apiBaseUrl: 'http://127.0.0.1:12111' });
  });

  it('refuses a Stripe key without its webhook secret and the other way round', () => {
    const bothOrNeither = 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither';
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([bothOrNeither]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_2' })).toEqual([bothOrNeither]);
  });

  it('refuses Stripe values of the wrong kind without echoing them', () => {
    const problems = problemsOf({
      STRIPE_SECRET_KEY: 'pk_test_secretvalue',
      STRIPE_WEBHOOK_SECRET: 'secretvalue',
      STRIPE_API_BASE_URL: 'ftp://x',
    });
    expect(problems.map((line) => line.split(':')[0])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE_URL']);
    expect(problems.join('\n')).not.toContain('secretvalue');
  });

  it('takes the carrier gateway only with both its address and its key, and never echoes the key', () => {
    expect(loadConfig({}).carrierGateway).toBeNull();
    expect(loadConfig({ CARRIER_GATEWAY_URL: 'https://dcb.example/v1', CARRIER_GATEWAY_API_KEY: ' key-1 ' }).carrierGateway).toEqual({
      baseUrl: 'https://dcb.example/v1',
      apiKey: 'key-1',
    });
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
      }
      return [];
    };
    const expected = ['CARRIER_GATEWAY_URL, CARRIER_GATEWAY_API_KEY: set both or neither'];
    expect(problemsOf({ CARRIER_GATEWAY_URL: 'https://dcb.example/v1' })).toEqual(expected);
    expect(problemsOf({ CARRIER_GATEWAY_API_KEY: 'secretvalue' })).toEqual(expected);
    const wrongUrl = problemsOf({ CARRIER_GATEWAY_URL: 'ftp://dcb.example', CARRIER_GATEWAY_API_KEY: 'secretvalue' });
    expect(wrongUrl.map((line) => line.split(':')[0])).toEqual(['CARRIER_GATEWAY_URL']);
    expect(wrongUrl.join('\n')).not.toContain('secretvalue');
  });

  describe('sandbox payments on a public (https) site', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_2' };
    const carrierGateway = { CARRIER_GATEWAY_URL: 'https://dcb.example/v1', CARRIER_GATEWAY_API_KEY: 'key-1' };
    const https = { PUBLIC_URL: 'https://chunks.example' };

    it('refuses to start without Stripe keys or a carrier gateway, naming the variable that chooses each sandbox', () => {
      expect(problemsOf(https)).toEqual([
        'PAYMENTS_SANDBOX: PUBLIC_URL is https but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set, so card payments ' +
          'would go to the sandbox and not be real; set them, or set PAYMENTS_SANDBOX=true to serve the sandbox on purpose',
        'CARRIER_SANDBOX: PUBLIC_URL is https but CARRIER_GATEWAY_URL and CARRIER_GATEWAY_API_KEY are not set, so phone-bill ' +
          'payments would go to the sandbox gateway and not be real; set them, or set CARRIER_SANDBOX=true to serve the sandbox on purpose',
      ]);
      expect(problemsOf({ ...https, ...stripeKeys }).map((line) => line.split(':')[0])).toEqual(['CARRIER_SANDBOX']);
      expect(problemsOf({ ...https, ...carrierGateway, PAYMENTS_SANDBOX: 'false' }).map((line) => line.split(':')[0])).toEqual([
        'PAYMENTS_SANDBOX',
      ]);
    });

    it('starts with the real providers, or with a sandbox chosen by name, and says which payments are not real', () => {
      expect(loadConfig({ ...https, ...stripeKeys, ...carrierGateway }).paymentSandboxes).toEqual({ card: false, carrier: false });
      expect(loadConfig({ ...https, PAYMENTS_SANDBOX: 'true', CARRIER_SANDBOX: 'true' }).paymentSandboxes).toEqual({
        card: true,
        carrier: true,
      });
      expect(loadConfig({ ...https, ...stripeKeys, CARRIER_SANDBOX: 'true' }).paymentSandboxes).toEqual({ card: false, carrier: true });
    });

    it('keeps the sandboxes the default of a plain http address (development, tests)', () => {
      expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).paymentSandboxes).toEqual({ card: true, carrier: true });
      expect(loadConfig({}).paymentSandboxes).toEqual({ card: true, carrier: true });
    });

    it('refuses a sandbox chosen beside the real settings, which would leave it unclear whether payments are real', () => {
      expect(problemsOf({ ...stripeKeys, PAYMENTS_SANDBOX: 'true' })).toEqual([
        'PAYMENTS_SANDBOX: true, but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; remove one or the other',
      ]);
      expect(problemsOf({ ...https, ...stripeKeys, ...carrierGateway, CARRIER_SANDBOX: 'true' })).toEqual([
        'CARRIER_SANDBOX: true, but CARRIER_GATEWAY_URL and CARRIER_GATEWAY_API_KEY are set; remove one or the other',
      ]);
      expect(problemsOf({ PAYMENTS_SANDBOX: 'yes' }).map((line) => line.split(':')[0])).toEqual(['PAYMENTS_SANDBOX']);
    });
  });

  it('hashes passwords at the owasp cost unless told otherwise, and never at the test cost on an https site', () => {
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    expect(loadConfig({ PASSWORD_HASHING: 'test-only' }).passwordHashing).toBe('test-only');
    expect(
      problemsOf({
        PASSWORD_HASHING: 'test-only',
        PUBLIC_URL: 'https://chunks.example',
        PAYMENTS_SANDBOX: 'true',
        CARRIER_SANDBOX: 'true',
      }),
    ).toEqual(['PASSWORD_HASHING: test-only is for the test suites; a site on https stores passwords at the owasp cost']);
    expect(problemsOf({ PASSWORD_HASHING: 'weak' }).map((line) => line.split(':')[0])).toEqual(['PASSWORD_HASHING']);
  });

  it('keeps the limits per address unless a test run lifts them, which an https site cannot', () => {
    expect(loadConfig({}).addressRateLimits).toBe('standard');
    expect(loadConfig({ ADDRESS_RATE_LIMITS: 'test-only' }).addressRateLimits).toBe('test-only');
    const https = { PUBLIC_URL: 'https://chunks.example', PAYMENTS_SANDBOX: 'true', CARRIER_SANDBOX: 'true' };
    expect(problemsOf({ ...https, ADDRESS_RATE_LIMITS: 'test-only' })).toEqual([
      'ADDRESS_RATE_LIMITS: test-only is for the test suites; a site on https limits logins and sign-ups per address',
    ]);
  });

  it('takes the admin account only with both variables, e-mail lower-cased', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'long-password' }).admin).toEqual({
      email: 'admin@example.com',
      password: 'long-password',
    });
  });

  it('uses werift unless Janus is chosen, and Janus only with its WebSocket address', () => {
    expect(loadConfig({}).live.janus).toBeNull();
    expect(loadConfig({ JANUS_WS_URL: 'ws://127.0.0.1:8188' }).live.janus).toBeNull();
    const env = { LIVE_MEDIA_ENGINE: 'janus', JANUS_WS_URL: 'ws://127.0.0.1:8188', JANUS_ADMIN_KEY: 'key' };
    expect(loadConfig(env).live.janus).toEqual({ url: 'ws://127.0.0.1:8188', adminKey: 'key' });
    expect(problemsOf({ LIVE_MEDIA_ENGINE: 'janus' })).toEqual([
      'JANUS_WS_URL: required when LIVE_MEDIA_ENGINE is janus (e.g. ws://127.0.0.1:8188)',
    ]);
    expect(problemsOf({ LIVE_MEDIA_ENGINE: 'mediasoup', JANUS_WS_URL: 'http://janus' }).map((line) => line.split(':')[0])).toEqual([
      'LIVE_MEDIA_ENGINE',
      'JANUS_WS_URL',
    ]);
  });

  it('takes a whisper model only when its file is one, and tells what is wrong with it otherwise', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-whisper-'));
    try {
      expect(loadConfig({}).whisper).toBeNull();
      const model = writeFakeModel(path.join(dir, 'ggml-medium.bin'));
      expect(loadConfig({ WHISPER_MODEL: ` ${model} ` }).whisper).toEqual({ modelPath: model, english: true });
      expect(loadConfig({ WHISPER_MODEL: model, WHISPER_ENGLISH: 'false' }).whisper).toEqual({ modelPath: model, english: false });
      const missing = path.join(dir, 'absent.bin');
      expect(problemsOf({ WHISPER_MODEL: missing })).toEqual([
        `WHISPER_MODEL: ${missing}: no such file (expected a whisper.cpp ggml model such as ggml-large-v3.bin)`,
      ]);
      const short = writeFakeModel(path.join(dir, 'short.bin'), { size: 1000 });
      expect(problemsOf({ WHISPER_MODEL: short })).toEqual([
        `WHISPER_MODEL: ${short}: 1000 bytes is too small for a whisper model (the smallest is about 31 MB)`,
      ]);
      const gguf = writeFakeModel(path.join(dir, 'model.gguf'), { magic: 0x46554747 });
      expect(problemsOf({ WHISPER_MODEL: gguf })[0]).toMatch(/^WHISPER_MODEL: .*model\.gguf: does not start with the ggml magic 'lmgg'/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the best model `npm run models` stored in DATA_DIR/models when WHISPER_MODEL is unset', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-models-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).whisper).toBeNull();
      fs.mkdirSync(path.join(dataDir, 'models'));
      const small = writeFakeModel(path.join(dataDir, 'models', 'ggml-small.bin'));
      expect(loadConfig({ DATA_DIR: dataDir }).whisper).toEqual({ modelPath: small, english: true });
      // A part file is a download not yet checked: never taken.
      fs.writeFileSync(path.join(dataDir, 'models', 'ggml-large-v3.bin.part'), 'half');
      const medium = writeFakeModel(path.join(dataDir, 'models', 'ggml-medium.bin'));
      expect(loadConfig({ DATA_DIR: dataDir }).whisper?.modelPath).toBe(medium);
      // WHISPER_MODEL, when set, wins over what is stored.
      const chosen = writeFakeModel(path.join(dataDir, 'chosen.bin'));
      expect(loadConfig({ DATA_DIR: dataDir, WHISPER_MODEL: chosen }).whisper?.modelPath).toBe(chosen);
      // A stored file that is not a model stops the start with the reason, as a wrong WHISPER_MODEL does.
      fs.writeFileSync(path.join(dataDir, 'models', 'ggml-large-v3.bin'), 'not a model');
      expect(problemsOf({ DATA_DIR: dataDir })[0]).toMatch(/^WHISPER_MODEL: .*ggml-large-v3\.bin: 11 bytes is too small/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
