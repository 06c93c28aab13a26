import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, memoryMailer, signUp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample of the text exposition: `name{labels} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus's text format strictly: every line a comment, blank, or a sample; anything else fails the test. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    // Go's ParseFloat, which Prometheus uses, takes NaN and infinities in any case (prom-client writes `Nan`).
    const value = /^nan$/i.test(match[3]!) ? NaN : Number(match[3]!.replace(/^([+-]?)inf$/i, '$1Infinity'));
    if (Number.isNaN(value) && !/^nan$/i.test(match[3]!)) throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

describe.each(databaseKinds(import.meta.url))('GET /metrics on %s', (kind) => {
  let t: TestApp;
  const mailer = memoryMailer();
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return parseExposition(response.body);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer }, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a scraper without the token, or with another one, and asks for a bearer token', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-0123456789' } });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    expect(without.body).not.toContain('http_request_duration_seconds');
  });

  it('answers the Prometheus text format with every family the dashboard reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(response.body);
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'job_queue_queued',
      'job_queue_active',
      'job_queue_oldest_ready_age_seconds',
      'live_rooms',
      'live_participants',
      'live_connections',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    // PGlite is one connection, not a pool: its pool gauges read 0.
    expect(valueOf(samples, 'db_pool_max_connections')).toBe(kind === 'postgres' ? 10 : 0);
    // Every registered queue is listed, those without jobs too, so a panel shows 0 rather than nothing.
    expect(samples.find((sample) => sample.name === 'job_queue_queued' && sample.labels.queue === 'auth.welcome-email')?.value).toBe(0);
    for (const family of [
      'http_request_duration_seconds',
      'job_duration_seconds',
      'transcode_duration_seconds',
      'analysis_duration_seconds',
      'mail_messages_total',
    ]) {
      expect(response.body).toContain(`# TYPE ${family} `);
    }
  });

  it('counts requests by route pattern and status, not by raw URL', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/activities/00000000-0000-4000-8000-000000000000' });
    const after = await scrape();
    expect(
      valueOf(after, 'http_request_duration_seconds_count', health) - valueOf(before, 'http_request_duration_seconds_count', health),
    ).toBe(3);
    const byPattern = after.filter((sample) => sample.name === 'http_request_duration_seconds_count' && sample.labels.route?.includes(':'));
    expect(byPattern.some((sample) => sample.labels.route === '/api/activities/:id')).toBe(true);
    expect(after.some((sample) => sample.labels.route?.includes('00000000-0000'))).toBe(false);
  });

  it('shows a queued job, then its run and the mail it sent', async () => {
    await signUp(t.app);
    const queued = await scrape();
    expect(valueOf(queued, 'job_queue_queued', { queue: 'auth.welcome-email' })).toBe(1);
    expect(valueOf(queued, 'job_queue_oldest_ready_age_seconds', { queue: 'auth.welcome-email' })).toBeGreaterThanOrEqual(0);

    const sentBefore = valueOf(queued, 'mail_messages_total', { outcome: 'sent' });
    const runsBefore = valueOf(queued, 'job_duration_seconds_count', { queue: 'auth.welcome-email', outcome: 'completed' });
    await t.jobs.drain();
    const done = await scrape();
    expect(mailer.sent.length).toBeGreaterThan(0);
    expect(valueOf(done, 'mail_messages_total', { outcome: 'sent' }) - sentBefore).toBe(mailer.sent.length);
    expect(valueOf(done, 'job_duration_seconds_count', { queue: 'auth.welcome-email', outcome: 'completed' }) - runsBefore).toBe(1);
    expect(valueOf(done, 'job_queue_queued', { queue: 'auth.welcome-email' })).toBe(0);
  });
});

describe('GET /metrics when not switched on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is not found, with or without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const withToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(404);
    expect(withToken.body).not.toContain('# TYPE');
  });
});
