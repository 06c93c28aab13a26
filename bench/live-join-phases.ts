/**
 * Where a Chromium viewer's join goes, phase by phase: the page's requests, the room socket, the peer connection's
 * states and the first decoded frame, as milliseconds after the Join click. An investigation aid for the
 * join-to-first-frame goal of bench/live.bench.ts; run with `npx tsx bench/live-join-phases.ts [werift|janus] [joins]`.
 * After the joins one by one, a table gives each step's p50 and p90 over all joins, as time after the click and as
 * time since the step before it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { janusInstalled, startJanusTestServer, type JanusTestServer } from '../apps/server/test-support/live-media/janus-test-server.js';
import { launchLiveBrowser, publishClockAsCamera } from '../e2e/support/live-media.js';
import { base, startServer, stopServer, waitForHealth, runBenchmark } from './bench-support.js';

const DEFAULT_JOINS = 15;

/** Runs in the viewer page before its scripts: timestamps of what the join does, in `window.__phases`. */
function instrument(): void {
  const phases: { at: number; what: string }[] = [];
  (window as unknown as { __phases: typeof phases }).__phases = phases;
  const mark = (what: string) => phases.push({ at: Date.now(), what });
  // The click as the page gets it: Playwright's click first waits for the button to be stable over animation frames.
  window.addEventListener('click', () => mark('click'), true);
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = `${init?.method ?? 'GET'} ${url.replace(location.origin, '').replace(/[0-9a-f-]{36}/g, ':id')}`;
    mark(`fetch> ${name}`);
    const response = await originalFetch(input, init);
    mark(`fetch< ${name} ${response.status}`);
    return response;
  };
  const OriginalWebSocket = window.WebSocket;
  window.WebSocket = class extends OriginalWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      mark('ws new');
      this.addEventListener('open', () => mark('ws open'));
    }
  };
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      mark('pc new');
      this.addEventListener('icegatheringstatechange', () => mark(`gathering ${this.iceGatheringState}`));
      this.addEventListener('icecandidate', (event) =>
        mark(`candidate ${event.candidate?.candidate.split(' ').slice(4, 8).join(' ') ?? 'end'}`),
      );
      this.addEventListener('iceconnectionstatechange', () => mark(`ice ${this.iceConnectionState}`));
      // getStats runs on WebRTC's signalling thread, where createAnswer and setLocalDescription wait their turn:
      // polling from the track event on held the answer back by tens of ms. No packet arrives before DTLS is up.
      let polling = false;
      this.addEventListener('connectionstatechange', () => {
        mark(`pc ${this.connectionState}`);
        if (this.connectionState !== 'connected' || polling) return;
        if (!this.getReceivers().some((receiver) => receiver.track.kind === 'video')) return;
        polling = true;
        let keyframeRequests = 0;
        const poll = setInterval(() => {
          void this.getStats().then((stats) =>
            stats.forEach(
              (report: {
                type: string;
                kind?: string;
                packetsReceived?: number;
                keyFramesDecoded?: number;
                pliCount?: number;
                firCount?: number;
              }) => {
                if (report.type !== 'inbound-rtp' || report.kind !== 'video') return;
                // The viewer's own keyframe requests (PLI or FIR), sent while it has packets but nothing to decode.
                const requests = (report.pliCount ?? 0) + (report.firCount ?? 0);
                if (requests > keyframeRequests) {
                  keyframeRequests = requests;
                  mark('viewer keyframe request');
                }
                if ((report.packetsReceived ?? 0) > 0 && !phases.some((p) => p.what === 'first video packet')) mark('first video packet');
                if ((report.keyFramesDecoded ?? 0) > 0 && !phases.some((p) => p.what === 'first keyframe decoded')) {
                  mark('first keyframe decoded');
                  clearInterval(poll);
                }
              },
            ),
          );
        }, 5);
      });
      this.addEventListener('track', (event) => mark(`track ${event.track.kind}`));
    }
    override async setLocalDescription(description?: RTCLocalSessionDescriptionInit) {
      mark(`setLocal ${description?.type ?? 'implicit'}`);
      await super.setLocalDescription(description);
      mark(`setLocal ${description?.type ?? 'implicit'} done`);
    }
    override async setRemoteDescription(description: RTCSessionDescriptionInit) {
      mark(`setRemote ${description.type}`);
      await super.setRemoteDescription(description);
      mark(`setRemote ${description.type} done`);
    }
  } as typeof RTCPeerConnection;
}

type Mark = { at: number; what: string };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Each step (its first occurrence in a join) as p50 and p90 over the joins, in the order of their median; candidates
 * and track events vary from join to join and would only fill the table.
 */
function printSummary(engine: string, joins: Mark[][]): void {
  const steps = new Map<string, number[]>();
  for (const marks of joins) {
    const seen = new Set<string>();
    for (const { at, what } of marks) {
      const step = what.startsWith('candidate ') ? 'candidate' : what;
      if (seen.has(step)) continue;
      seen.add(step);
      steps.set(step, [...(steps.get(step) ?? []), at]);
    }
  }
  const common = [...steps].filter(([, ats]) => ats.length === joins.length);
  common.sort(([, a], [, b]) => percentile(a, 50) - percentile(b, 50));
  console.log(`\n${engine}, ${joins.length} joins: ms after the Join click, and since the step above\n`);
  console.log('| step | p50 | p90 | since above p50 | since above p90 |\n|---|---|---|---|---|');
  common.forEach(([step, ats], index) => {
    const before = index === 0 ? ats.map(() => 0) : common[index - 1]![1];
    const gaps = ats.map((at, join) => at - before[join]!);
    const row = [percentile(ats, 50), percentile(ats, 90), percentile(gaps, 50), percentile(gaps, 90)];
    console.log(`| ${step} | ${row.join(' | ')} |`);
  });
}

async function firstFrame(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="feed-video"][data-participant-name="Bench Host"]');
      return video !== null && video.videoWidth > 0 ? Date.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function api<T>(method: string, url: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return { body: (response.status === 204 ? null : await response.json()) as T, response };
}

async function signIn(index: number, signup: Record<string, unknown>): Promise<string> {
  const email = `phases.${Date.now()}.${index}@example.com`;
  const headers = { 'x-forwarded-for': `10.78.0.${index}` };
  await api('POST', '/api/signup', undefined, { ...signup, email, password: 'bench-password' }, headers);
  const { response } = await api('POST', '/api/auth/login', undefined, { email, password: 'bench-password' }, headers);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function main(): Promise<void> {
  const engine = process.argv[2] ?? 'werift';
  const joinCount = Number(process.argv[3] ?? DEFAULT_JOINS);
  process.env.TRUST_PROXY = 'true';
  const janus: JanusTestServer | undefined = engine === 'janus' && janusInstalled() ? await startJanusTestServer() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-phases-'));
  const server = startServer(dataDir, undefined, {
    LIVE_MEDIA_ENGINE: engine,
    ...(janus ? { JANUS_WS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey } : {}),
  });
  const browser = await launchLiveBrowser();
  try {
    await waitForHealth();
    const hostCookie = await signIn(1, { role: 'host', workspace_name: `Phases ${Date.now()}` });
    const channel = (await api<{ results: { id: string }[] }>('GET', '/api/workspaces/mine', hostCookie)).body.results[0]!.id;
    await api('PUT', `/api/workspaces/${channel}`, hostCookie, { publish: true });
    const activityId = (await api<{ id: string }>('POST', `/api/workspaces/${channel}/activities`, hostCookie, { name: 'Phases' })).body.id;
    await api('PUT', `/api/activities/${activityId}/status`, hostCookie, { command: 'open-waitingroom' });
    const viewerCookie = await signIn(2, {});
    const contextFor = async (cookie: string) => {
      const context = await browser.newContext({ baseURL: base });
      context.setDefaultTimeout(30_000);
      await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name: name!, value: value.join('='), url: base }]);
      return context;
    };
    const enter = async (page: Page, name: string) => {
      await page.goto(`/webinar/live/${activityId}`);
      const dialog = page.getByRole('dialog', { name: 'Join the live room' });
      await dialog.getByLabel('Display name').fill(name);
      const clickedAt = Date.now();
      await dialog.getByRole('button', { name: 'Join' }).click();
      return clickedAt;
    };
    const hostPage = await (await contextFor(hostCookie)).newPage();
    await publishClockAsCamera(hostPage);
    await enter(hostPage, 'Bench Host');
    await hostPage.getByRole('button', { name: 'Enter the waiting room' }).click();
    await hostPage.getByRole('button', { name: 'Go live' }).click();
    await hostPage.getByText('webinar is live now').waitFor({ timeout: 30_000 });

    const viewerPage = await (await contextFor(viewerCookie)).newPage();
    await viewerPage.addInitScript(instrument);
    const totals: number[] = [];
    const joins: Mark[][] = [];
    for (let join = 0; join < joinCount; join += 1) {
      const clickedAt = await enter(viewerPage, 'Bench Viewer');
      const frameAt = await firstFrame(viewerPage);
      await viewerPage.waitForTimeout(300);
      const phases = await viewerPage.evaluate(() => (window as unknown as { __phases: Mark[] }).__phases);
      totals.push(frameAt - clickedAt);
      const marks = phases.filter((phase) => phase.at >= clickedAt - 5).map((phase) => ({ ...phase, at: phase.at - clickedAt }));
      joins.push([...marks, { at: frameAt - clickedAt, what: 'first frame shown' }]);
      console.log(`\n${engine} join ${join + 1}: first frame at ${frameAt - clickedAt} ms (click at ${clickedAt})`);
      for (const mark of marks) console.log(`  ${String(mark.at).padStart(6)}  ${mark.what}`);
    }
    console.log(`\n${engine}: join click to first frame ${totals.join(', ')} ms`);
    printSummary(engine, joins);
  } finally {
    await browser.close();
    await stopServer(server);
    await janus?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
