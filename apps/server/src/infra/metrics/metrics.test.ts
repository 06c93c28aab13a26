import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics, timed, type SfuBusy } from './metrics.js';
import { bearerMatches, startMetricsServer } from './metrics-http.js';

function sampleValue(text: string, line: string): number {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  if (!found) throw new Error(`no sample ${line} in:\n${text}`);
  return Number(found.slice(line.length + 1));
}

describe('metrics', () => {
  it("adds the SFU thread's busy time as a counter that never goes back, also when a new thread replaces it", async () => {
    const metrics = createMetrics();
    let busy: SfuBusy | null = null;
    metrics.watch({ sfuBusy: () => busy });
    const read = async () => sampleValue(await metrics.render(), 'live_sfu_worker_busy_seconds_total');
    expect(await read()).toBe(0);
    busy = { thread: 1, busyMs: 1500 };
    expect(await read()).toBe(1.5);
    busy = { thread: 1, busyMs: 2000 };
    expect(await read()).toBe(2);
    // The thread died and a new one started: its 300 ms are added whole.
    busy = { thread: 2, busyMs: 300 };
    expect(await read()).toBeCloseTo(2.3);
  });

  it('reads the live rooms and the pool at each scrape', async () => {
    const metrics = createMetrics();
    let rooms = { rooms: 2, participants: 5, connections: 7 };
    metrics.watch({ liveRooms: () => rooms, databasePool: () => ({ total: 6, idle: 2, waiting: 3, max: 10 }) });
    const first = await metrics.render();
    expect(sampleValue(first, 'live_rooms')).toBe(2);
    expect(sampleValue(first, 'live_participants')).toBe(5);
    expect(sampleValue(first, 'live_connections')).toBe(7);
    expect(sampleValue(first, 'db_pool_connections{state="in_use"}')).toBe(4);
    expect(sampleValue(first, 'db_pool_waiting')).toBe(3);
    rooms = { rooms: 0, participants: 0, connections: 0 };
    expect(sampleValue(await metrics.render(), 'live_rooms')).toBe(0);
  });

  it('times work that throws as failed and passes the error on', async () => {
    const seen: string[] = [];
    await expect(
      timed(
        () => Promise.reject(new Error('ffmpeg exited 1')),
        (outcome) => seen.push(outcome),
      ),
    ).rejects.toThrow('ffmpeg exited 1');
    await expect(
      timed(
        async () => 42,
        (outcome) => seen.push(outcome),
      ),
    ).resolves.toBe(42);
    expect(seen).toEqual(['failed', 'completed']);
  });

  it("draws in the Grafana dashboard only metrics that exist, and every one of the platform's own", async () => {
    const metrics = createMetrics();
    metrics.watch({});
    const families = [...(await metrics.render()).matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
    );
    const dashboard = JSON.parse(fs.readFileSync(new URL('../../../../../docs/grafana-dashboard.json', import.meta.url), 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const drawn = new Set(
      dashboard.panels
        .flatMap((panel) => panel.targets ?? [])
        .flatMap(({ expr }) =>
          [...expr.matchAll(/\b((?:http|job|transcode|analysis|live|db|mail|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => m[1]!),
        ),
    );
    for (const name of drawn) expect(families, `the dashboard draws ${name}`).toContain(name);
    const own = families.filter((name) => !/^(process|nodejs)_/.test(name) && !/_(sum)$/.test(name));
    const drawnFamilies = [...drawn].map((name) => name.replace(/_(bucket|count)$/, ''));
    for (const name of own) expect(drawnFamilies, `the dashboard leaves out ${name}`).toContain(name.replace(/_(bucket|count)$/, ''));
  });

  it('matches only the exact bearer token', () => {
    const token = 'metrics-token-for-tests-0123456789';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
  });

  it('serves only GET /metrics on a port of its own, with the token when one is set', async () => {
    const metrics = createMetrics();
    metrics.countMail('smtp', 'failed');
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0, token: 'metrics-token-for-tests-0123456789' });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-tests-0123456789' } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(sampleValue(await ok.text(), 'mail_messages_total{transport="smtp",outcome="failed"}')).toBe(1);
    } finally {
      await server.close();
    }
  });
});
