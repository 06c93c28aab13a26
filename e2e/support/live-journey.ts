import { expect, test, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishClockAsCamera, readClock } from './live-media.js';
import { enterRoom, hostWithOpenRoom, pageAs, phoneViewerInChinese, readyRecording, viewerAccount } from './live-room.js';

/**
 * The main live-room journey, run once per media engine: the host's camera (a canvas that shows the clock) reaches
 * the viewer live, chat goes both ways, and the end of the live leaves one recording as long as the live was. The
 * viewer calls themselves 'Host': the participants and the chat still name them a viewer, from the role the server
 * gave them, and the host the host. While the host reloads, the viewers (one on a phone in Chinese) read that the host
 * is reconnecting, and the host comes back straight to the live's stage; at the end they read that the webinar has
 * ended before they are moved to the channel's plans.
 */
export async function liveRoomJourney(serverUrl: string, browser: Browser): Promise<void> {
  const host = await hostWithOpenRoom(serverUrl, 'live', 'Morning market live');
  const viewerEmail = await viewerAccount(serverUrl, 'live-viewer');

  const { page: hostPage } = await pageAs(browser, serverUrl, host.email);
  await publishClockAsCamera(hostPage);
  await enterRoom(hostPage, host.activityId, 'Host Teacher');
  await hostPage.getByRole('button', { name: 'Enter the waiting room' }).click();

  const { page: viewerPage } = await pageAs(browser, serverUrl, viewerEmail);
  await enterRoom(viewerPage, host.activityId, 'Host');
  await expect(viewerPage.getByText('The webinar will start soon')).toBeVisible();
  // The planned start, in Hong Kong time, as the webinar has it.
  const { start_date } = (await (await host.api.get(`/api/activities/${host.activityId}`)).json()) as { start_date: string };
  const planned = new Intl.DateTimeFormat('en-HK', {
    timeZone: 'Asia/Hong_Kong',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(start_date));
  await expect(viewerPage.getByTestId('planned-start')).toHaveText(`Planned start: ${planned} (Hong Kong time)`);

  await hostPage.getByRole('button', { name: 'Go live' }).click();
  await expect(hostPage.getByText('webinar is live now')).toBeVisible();

  const video = viewerPage.locator('[data-testid="feed-video"][data-participant-name="Host Teacher"]');
  await expect(video).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const samples: { code: number; latencyMs: number }[] = [];
  for (let i = 0; i < 6; i += 1) {
    samples.push(await readClock(video));
    await viewerPage.waitForTimeout(400);
  }
  const codes = samples.map((sample) => sample.code);
  for (let i = 1; i < codes.length; i += 1) expect(codes[i], `codes ${codes.join(', ')}`).toBeGreaterThan(codes[i - 1]!);
  const latencies = samples.map((sample) => sample.latencyMs).sort((a, b) => a - b);
  test.info().annotations.push({ type: 'glass-to-glass ms', description: latencies.join(', ') });
  expect(latencies[Math.floor(latencies.length / 2)], `latencies ${latencies.join(', ')}`).toBeLessThan(1000);

  await viewerPage.getByRole('textbox', { name: 'Message' }).fill('Good morning from Vera');
  await viewerPage.keyboard.press('Enter');
  await expect(hostPage.getByTestId('chat-messages')).toContainText('Good morning from Vera');
  // With the viewer's panel closed, what the host says is counted on its button.
  await viewerPage.getByRole('button', { name: 'Participants and chat', exact: true }).click();
  await hostPage.getByRole('textbox', { name: 'Message' }).fill('歡迎 Vera');
  await hostPage.keyboard.press('Enter');
  await viewerPage.getByRole('button', { name: 'Participants and chat, 1 new message' }).click();
  await expect(viewerPage.getByTestId('chat-messages')).toContainText('歡迎 Vera');
  await expect(viewerPage.getByRole('button', { name: 'Participants and chat', exact: true })).toBeVisible();
  for (const page of [hostPage, viewerPage]) {
    const chat = page.getByTestId('chat-messages').getByRole('listitem');
    await expect(chat.filter({ hasText: 'Good morning from Vera' }).getByTestId('role-badge')).toHaveText('Viewer');
    await expect(chat.filter({ hasText: '歡迎 Vera' }).getByTestId('role-badge')).toHaveText('Host');
  }
  await hostPage.getByRole('tab', { name: 'Participants' }).click();
  const people = hostPage.getByRole('list', { name: 'Participants' }).getByRole('listitem');
  const named = (name: RegExp) => people.filter({ has: hostPage.getByTestId('participant-name').filter({ hasText: name }) });
  await expect(named(/^Host$/).getByTestId('role-badge')).toHaveText('Viewer');
  await expect(named(/^Host Teacher \(you\)$/).getByTestId('role-badge')).toHaveText('Host');

  const phonePage = await phoneViewerInChinese(serverUrl, browser, host.activityId, '陳大文');
  await expect(phonePage.locator('[data-testid="feed-video"][data-participant-name="Host Teacher"]')).toBeVisible({ timeout: 20_000 });
  // The host reloads: while they are away the viewers' stage says they are coming back, not that no one shares video.
  await hostPage.reload();
  await expect(viewerPage.getByText('The host is reconnecting…')).toBeVisible({ timeout: 20_000 });
  await expect(phonePage.getByText('主持人正在重新連線…')).toBeVisible({ timeout: 20_000 });
  const joinAgain = hostPage.getByRole('dialog', { name: 'Join the live room' });
  await joinAgain.getByLabel('Display name').fill('Host Teacher');
  await joinAgain.getByRole('button', { name: 'Join' }).click();
  // Straight back on the live's stage, publishing: no set-up step in between.
  await expect(hostPage.getByTestId('local-video')).toBeVisible();
  await expect(hostPage.getByRole('heading', { name: 'Config webinar' })).toHaveCount(0);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);

  await viewerPage.waitForTimeout(4_000);
  await hostPage.getByRole('button', { name: 'End webinar' }).first().click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'End webinar' }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/webinar/process/${host.activityId}`));
  // Spec §4: viewers are told in the room first, then moved to the channel's plans with the message.
  await expect(viewerPage.getByRole('heading', { name: 'The webinar has ended' })).toBeVisible();
  await expect(phonePage.getByRole('heading', { name: '網上研討會已結束' })).toBeVisible();
  await expect(viewerPage).toHaveURL(/\/channel\/[^/]+#plans$/, { timeout: 15_000 });
  await expect(phonePage).toHaveURL(/\/channel\/[^/]+#plans$/, { timeout: 15_000 });
  expect((await (await host.api.get(`/api/activities/${host.activityId}`)).json()).status).toBe('ANALYZING');
  // Opened again from a bookmark, the room says the webinar ended and leaves for the channel's plans, as at the end.
  await viewerPage.goto(`/webinar/live/${host.activityId}`);
  await expect(viewerPage).toHaveURL(/\/channel\/[^/]+#plans$/);
  await expect(viewerPage.getByText('webinar is ended').last()).toBeVisible();

  const { body, liveSeconds } = await readyRecording(host.api, host.activityId);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-live-')), 'recording.mp4');
  fs.writeFileSync(file, body);
  const duration = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
  test.info().annotations.push({ type: 'recording', description: `${duration} s for a live of ${liveSeconds} s` });
  expect(Math.abs(duration - liveSeconds)).toBeLessThan(1);
}
