import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe.js';
import { publishClockAsCamera } from '../../support/live-media.js';
import {
  enterRoom,
  hostWithOpenRoom,
  pageAs,
  phoneViewerInChinese,
  viewerAccount,
  weriftTest as test,
  weriftTestFile,
} from '../../support/live-room.js';

/** Issue 31 live Q&A, from the live room to the published video's chunks, on the embedded SFU. */
const { server, browser: liveBrowser } = weriftTestFile();

const QUESTION = 'Will the slides be shared after class?';
const EARLY_CHAT = 'Hello from May';
const LATE_CHAT = 'Thanks, that answers it!';

async function say(page: Page, text: string, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.keyboard.press('Enter');
}

/** The live's status as the analysis page reads it, polled until it is `status`. */
async function reachStatus(host: APIRequestContext, activityId: string, status: string, timeout: number) {
  await expect
    .poll(async () => ((await (await host.get(`/api/activities/${activityId}/analysis`)).json()) as { status: string }).status, {
      timeout,
      intervals: [2_000],
      message: `the live reaches ${status}`,
    })
    .toBe(status);
}

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;

test('a question asked live, upvoted by a second viewer on a phone and marked answered by the host is found under the chunk that answered it once the recording is published', async () => {
  test.setTimeout(480_000);
  const browser = liveBrowser();
  const host = await hostWithOpenRoom(server.url, 'qa', 'Slides and questions live');
  const mayEmail = await viewerAccount(server.url, 'qa-may');

  const { page: hostPage } = await pageAs(browser, server.url, host.email);
  await publishClockAsCamera(hostPage);
  await enterRoom(hostPage, host.activityId, 'Host Teacher');
  await hostPage.getByRole('button', { name: 'Enter the waiting room' }).click();
  await hostPage.getByRole('button', { name: 'Go live' }).click();
  await expect(hostPage.getByText('webinar is live now')).toBeVisible();

  const { page: mayPage } = await pageAs(browser, server.url, mayEmail);
  await enterRoom(mayPage, host.activityId, 'May');
  // In the room once the host's camera plays for her.
  await expect(mayPage.locator('[data-testid="feed-video"][data-participant-name="Host Teacher"]')).toBeVisible({ timeout: 20_000 });
  await say(mayPage, EARLY_CHAT, 'Chat');
  await expect(hostPage.getByTestId('chat-messages')).toContainText(EARLY_CHAT);

  // May asks, under her name.
  await mayPage.getByRole('tab', { name: 'Q&A' }).click();
  await mayPage.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
  await mayPage.getByRole('button', { name: 'Ask', exact: true }).click();
  const mine = mayPage.getByRole('listitem', { name: QUESTION });
  await expect(mine).toContainText('Asked by you');
  // Her own question is not hers to upvote.
  await expect(mine.getByRole('button', { name: '0 votes, upvote' })).toBeDisabled();

  // A second viewer, on a phone in Chinese, opens the panel's Q&A tab and upvotes it once.
  const veraPage = await phoneViewerInChinese(server.url, browser, host.activityId, 'Vera');
  await veraPage.getByRole('button', { name: /^參加者及聊天/ }).click();
  await veraPage.getByRole('tab', { name: '問答' }).click();
  const seenByVera = veraPage.getByRole('listitem', { name: QUESTION });
  await expect(seenByVera).toContainText('May 提問');
  await seenByVera.getByRole('button', { name: '0 票，讚好' }).click();
  await expect(seenByVera.getByRole('button', { name: '1 票，讚好' })).toHaveAttribute('aria-pressed', 'true');
  await expect(seenByVera.getByRole('button', { name: '1 票，讚好' })).toBeDisabled();
  await expect(mine.getByRole('button', { name: '1 vote, upvote' })).toBeVisible();
  expect(await seriousViolations(mayPage, { label: 'Q&A tab', within: '[role="tabpanel"]' })).toEqual([]);

  // A few seconds on, the host answers it and marks it answered; everyone sees it move to the answered list.
  await hostPage.waitForTimeout(4_000);
  await hostPage.getByRole('tab', { name: 'Q&A' }).click();
  const forHost = hostPage.getByRole('listitem', { name: QUESTION });
  await expect(forHost.getByRole('button', { name: '1 vote, upvote' })).toBeVisible();
  await forHost.getByRole('button', { name: 'Mark answered' }).click();
  await expect(mayPage.getByRole('list', { name: 'Answered' }).getByRole('listitem', { name: QUESTION })).toBeVisible();
  await expect(veraPage.getByRole('list', { name: '已解答' }).getByRole('listitem', { name: QUESTION })).toBeVisible();
  await veraPage.waitForTimeout(1_500);
  await say(mayPage, LATE_CHAT, 'Chat');
  await hostPage.getByRole('tab', { name: 'Chat' }).click();
  await expect(hostPage.getByTestId('chat-messages')).toContainText(LATE_CHAT);

  await hostPage.waitForTimeout(3_000);
  await hostPage.getByRole('button', { name: 'End webinar' }).first().click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'End webinar' }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/webinar/process/${host.activityId}`));

  // The recording is analysed; the host cuts it into two chunks, the second starting a second before the answer.
  await reachStatus(host.api, host.activityId, 'PENDING_REVIEW', 300_000);
  const replay = (await (await host.api.get(`/api/activities/${host.activityId}/live/replay`)).json()) as {
    questions: { text: string; asked_ms: number; answered_ms: number }[];
  };
  const { asked_ms: askedMs, answered_ms: answeredMs } = replay.questions.find((question) => question.text === QUESTION)!;
  expect(answeredMs - askedMs).toBeGreaterThan(2_000);
  const proposed = (await (await host.api.get(`/api/activities/${host.activityId}/chunks`)).json()) as { results: { end: number }[] };
  const end = Math.max(...proposed.results.map((chunk) => chunk.end));
  const cut = answeredMs - 1_000;
  const saved = await host.api.put(`/api/activities/${host.activityId}/chunks`, {
    data: [
      { start: 0, end: cut },
      { start: cut, end },
    ],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await reachStatus(host.api, host.activityId, 'PROCESSED', 180_000);
  expect((await host.api.put(`/api/activities/${host.activityId}/status`, { data: { command: 'publish' } })).status()).toBe(200);
  const chunks = (await (await host.api.get(`/api/activities/${host.activityId}/chunks`)).json()) as { results: { id: string }[] };

  // On the video page the question sits under the second chunk, the chat of each chunk folded under it.
  await mayPage.goto(`/video-playback/${host.activityId}`);
  const cards = mayPage.getByTestId('video-chunk');
  await expect(cards).toHaveCount(2);
  const [first, second] = [cards.nth(0).locator('..'), cards.nth(1).locator('..')];
  await expect(second.getByRole('list', { name: 'Questions answered in this chunk' })).toContainText(QUESTION);
  await expect(second).toContainText(`Asked by May at ${clock(askedMs)} · answered here`);
  await expect(first).not.toContainText(QUESTION);
  await expect(first.getByText(EARLY_CHAT)).toBeHidden();
  await first.getByText('Chat during this chunk (1 message)').click();
  await expect(first.getByText(EARLY_CHAT)).toBeVisible();
  await second.getByText('Chat during this chunk (1 message)').click();
  await expect(second.getByText(LATE_CHAT)).toBeVisible();
  expect(await seriousViolations(mayPage, { label: 'video chunks', within: '[data-testid="video-chunks"]' })).toEqual([]);

  // The list of every question links to the chunk that answers it.
  const questions = mayPage.getByRole('region', { name: 'Questions from the live' });
  await expect(questions.getByRole('listitem').filter({ hasText: QUESTION })).toContainText('1 vote');
  const link = questions.getByRole('link', { name: /^Answered in chunk 2:/ });
  await expect(link).toHaveAttribute('href', `/video-playback/${host.activityId}?chunk=${chunks.results[1]!.id}`);
  await link.click();
  await expect(mayPage).toHaveURL(new RegExp(`\\?chunk=${chunks.results[1]!.id}$`));
  await expect(mayPage.getByRole('dialog')).toBeVisible();

  // In Chinese too.
  await veraPage.goto(`/video-playback/${host.activityId}`);
  await expect(veraPage.getByTestId('video-chunk').nth(1).locator('..')).toContainText(`May 於 ${clock(askedMs)} 提問 · 於此解答`);

  // The host hides the late message: viewers no longer find it.
  await hostPage.goto(`/video-playback/${host.activityId}`);
  const hostSecond = hostPage.getByTestId('video-chunk').nth(1).locator('..');
  await hostSecond.getByText('Chat during this chunk (1 message)').click();
  await hostSecond.getByRole('button', { name: `Hide “${LATE_CHAT}”` }).click();
  await expect(hostSecond.getByRole('button', { name: `Show “${LATE_CHAT}” again` })).toBeVisible();
  await mayPage.goto(`/video-playback/${host.activityId}`);
  await expect(mayPage.getByTestId('video-chunk')).toHaveCount(2);
  await expect(mayPage.getByRole('region', { name: 'Questions from the live' })).toBeVisible();
  await expect(mayPage.getByText('Chat during this chunk', { exact: false })).toHaveCount(1);
  await expect(mayPage.getByText(LATE_CHAT)).toHaveCount(0);
});
