import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { seriousViolations } from '../../support/axe.js';

/**
 * The forum as its people meet it (spec §2, §5, §6): a subscriber starts a thread and replies, offensive wording is
 * refused, a signed-in viewer without a plan and a guest see the blurred forum with what would open it, the host
 * deletes a thread and restores it, and its author renames it. The subscriber gets their plan by a redeem code, the quickest real way to a subscription.
 */
const PASSWORD = 'e2e-password';

interface Channel {
  id: string;
  name: string;
  hostEmail: string;
}

async function channelWithPlan(baseURL: string): Promise<Channel & { code: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const hostEmail = uniqueEmail('forum-host');
  const name = `Forum channel ${stamp}`;
  await signUpByApi(baseURL, { email: hostEmail, password: PASSWORD, role: 'host', workspace_name: name });
  const host = await apiAs(baseURL, hostEmail, PASSWORD);
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await host.put(`/api/workspaces/${channel!.id}`, { data: { publish: true } })).status()).toBe(200);
  const plan = await host.post('/api/products', {
    data: {
      workspace_id: channel!.id,
      name: 'Forum plan',
      description: '<p>The forum and every video</p>',
      type: 'RECURRING',
      interval_count: 1,
      unit_amount: 999,
      trial_period: 0,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const codes = await host.post(`/api/plans/${(await plan.json()).id}/redeem-codes`, { data: { max_uses: 1, expires_at: null } });
  expect(codes.status(), await codes.text()).toBe(201);
  const code = ((await codes.json()) as { results: { code: string }[] }).results[0]!.code;
  await host.dispose();
  return { id: channel!.id, name, hostEmail, code };
}

/** A page whose context is logged in through the API (the login page has its own test). */
async function pageOf(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return page;
}

test('a subscriber posts, wording is refused, others see the locked forum, and the host deletes and restores a thread', async ({
  browser,
  baseURL,
}) => {
  const channel = await channelWithPlan(baseURL!);
  const subscriberEmail = uniqueEmail('forum-subscriber');
  await signUpByApi(baseURL!, { email: subscriberEmail, password: PASSWORD });
  const subscriber = await pageOf(browser, baseURL!, subscriberEmail);
  const redeemed = await subscriber.request.post('/api/users/redeem', { data: { code: channel.code } });
  expect(redeemed.status(), await redeemed.text()).toBe(201);

  // The subscriber starts a thread from the channel page's #forum section; the button waits for a 2-letter title.
  await subscriber.goto(`/channel/${channel.id}#forum`);
  const forum = subscriber.locator('section#forum');
  const title = forum.getByLabel('Start a new thread');
  await title.fill('B');
  await expect(forum.getByRole('button', { name: 'Create thread' })).toHaveCount(0);
  await title.fill('Bond ladders for beginners');
  // Under its title, a thread says what it is about; the form asks for it in Chinese too.
  const threadBody = 'I have HK$50,000 to spread over five years.\nWhich maturities first?';
  await forum.getByLabel('What is it about? (optional)').fill(threadBody);
  await subscriber.getByTestId('language-switch').getByText('繁').click();
  await expect(forum.getByLabel('內容（可不填）')).toHaveValue(threadBody);
  await subscriber.getByTestId('language-switch').getByText('EN').click();
  await forum.getByRole('button', { name: 'Create thread' }).click();
  const thread = forum.getByRole('article', { name: 'Bond ladders for beginners' });
  await expect(thread).toBeVisible();
  await expect(forum.getByLabel('What is it about? (optional)')).toHaveValue('');
  await expect(thread.getByTestId('thread-body')).toHaveText(threadBody);

  // A title with offensive wording gets the notice, in the words of the server's key.
  await title.fill('What the f u c k');
  await forum.getByRole('button', { name: 'Create thread' }).click();
  await expect(forum.getByRole('alert')).toContainText('offensive wording');

  // A reply from the list; it shows under the thread, and scripts never reach the page.
  await thread.getByRole('button', { name: 'Reply' }).click();
  const editor = thread.getByRole('textbox', { name: 'Your reply' });
  await editor.click();
  await editor.pressSequentially('Start with short maturities.');
  await thread.getByRole('button', { name: 'Post reply' }).click();
  const reply = thread.getByRole('article', { name: /Reply by/ });
  await expect(reply).toContainText('Start with short maturities.');
  // Signed up without a name, the subscriber is a "Member" to others, never a part of their email.
  // No name given: "Member" and the end of their id, so two such members can be told apart.
  await expect(reply).toHaveAccessibleName(/^Reply by Member [0-9A-F]{4}$/);
  await expect(reply).not.toContainText(subscriberEmail.split('@')[0]!);

  // The thread page lists every reply and takes more.
  await thread.getByRole('link', { name: 'Bond ladders for beginners' }).click();
  await expect(subscriber).toHaveURL(/\/thread\//);
  await expect(subscriber.getByRole('heading', { level: 1, name: 'Bond ladders for beginners' })).toBeVisible();
  await expect(subscriber.getByTestId('thread-body')).toHaveText(threadBody);
  const threadEditor = subscriber.getByRole('textbox', { name: 'Your reply' });
  await threadEditor.click();
  // Spaces alone are nothing to post.
  await threadEditor.pressSequentially('   ');
  await expect(subscriber.getByRole('button', { name: 'Post reply' })).toBeDisabled();
  await threadEditor.pressSequentially('你個閪');
  await subscriber.getByRole('button', { name: 'Post reply' }).click();
  await expect(subscriber.getByRole('alert')).toContainText('offensive wording');
  const threadUrl = subscriber.url();

  // Hiding a reply is asked once more, since it cannot be undone: dismissed, the reply stays; confirmed, it goes.
  const ownReply = subscriber.getByRole('article', { name: 'Reply by Member' });
  await ownReply.getByRole('button', { name: 'Hide reply' }).click();
  const hideDialog = subscriber.getByRole('dialog', { name: 'Hide this reply?' });
  await subscriber.keyboard.press('Escape');
  await expect(hideDialog).toBeHidden();
  await expect(ownReply).toBeVisible();
  await ownReply.getByRole('button', { name: 'Hide reply' }).click();
  await hideDialog.getByRole('button', { name: 'Hide reply' }).click();
  await expect(ownReply).toHaveCount(0);
  await expect(subscriber.getByText('Start with short maturities.')).toHaveCount(0);

  // A signed-in viewer without a plan sees the blurred forum and the subscribe prompt, which opens the plan chooser.
  const strangerEmail = uniqueEmail('forum-stranger');
  await signUpByApi(baseURL!, { email: strangerEmail, password: PASSWORD });
  const stranger = await pageOf(browser, baseURL!, strangerEmail);
  await stranger.goto(`/channel/forum/${channel.id}`);
  await expect(stranger.getByTestId('locked-forum')).toContainText('This forum is for subscribers');
  await stranger.getByRole('button', { name: 'Subscribe to take part' }).click();
  await expect(stranger.getByRole('dialog')).toContainText('Forum plan');
  await stranger.goto(threadUrl);
  await expect(stranger.getByTestId('locked-forum')).toContainText('This forum is for subscribers');
  await expect(stranger.getByText('Bond ladders for beginners')).toHaveCount(0);

  // A guest sees blurred samples and is asked to log in or sign up.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`/channel/${channel.id}#forum`);
  const locked = guest.locator('section#forum').getByTestId('locked-forum');
  await expect(locked).toContainText('Log in or sign up');
  await expect(locked.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/login\?redirect_url=/);
  await expect(locked.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(guest.getByText('Bond ladders for beginners')).toHaveCount(0);

  // The host deletes the thread from the forum page; it is gone for the subscriber too.
  const host = await pageOf(browser, baseURL!, channel.hostEmail);
  await host.goto(`/channel/forum/${channel.id}`);
  const hostThread = host.getByRole('article', { name: 'Bond ladders for beginners' });
  await hostThread.getByRole('button', { name: 'Delete thread' }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(host.getByRole('article', { name: 'Bond ladders for beginners' })).toHaveCount(0);
  await expect(host.getByText('No threads yet')).toBeVisible();
  await subscriber.goto(threadUrl);
  await expect(subscriber.getByRole('alert')).toContainText('We could not find');

  // At its address the host still finds it, marked deleted, and restores it; the subscriber sees it again.
  await host.goto(threadUrl);
  await expect(host.getByText('This thread is deleted')).toBeVisible();
  await expect(host.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  await host.getByRole('button', { name: 'Restore thread' }).click();
  await expect(host.getByText('This thread is deleted')).toHaveCount(0);
  await subscriber.goto(threadUrl);
  await expect(subscriber.getByRole('heading', { level: 1, name: 'Bond ladders for beginners' })).toBeVisible();

  // Its author renames it on the thread page; as for a new thread, saving waits for a title of 2 letters.
  await subscriber.getByRole('button', { name: 'Edit title' }).click();
  const rename = subscriber.getByRole('form', { name: 'Edit the thread title' });
  await rename.getByLabel('Thread title').fill('B');
  await expect(rename.getByRole('button', { name: 'Save title' })).toBeDisabled();
  await rename.getByLabel('Thread title').fill('Bond ladders, step by step');
  await rename.getByRole('button', { name: 'Save title' }).click();
  await expect(subscriber.getByRole('heading', { level: 1, name: 'Bond ladders, step by step' })).toBeVisible();
  await expect(rename).toHaveCount(0);
  await host.reload();
  await expect(host.getByRole('heading', { level: 1, name: 'Bond ladders, step by step' })).toBeVisible();

  // The host's reply is marked as the host's.
  await host.getByRole('textbox', { name: 'Your reply' }).fill('Thanks for the question.');
  await host.getByRole('button', { name: 'Post reply' }).click();
  const hostReply = host.getByRole('article', { name: /Reply by/ }).filter({ hasText: 'Thanks for the question.' });
  await expect(hostReply.getByText('Host', { exact: true })).toBeVisible();
});

test('the forum pages have no serious axe findings on a phone and a desktop', async ({ browser, baseURL }) => {
  // axe takes several seconds a page while the other test's browser shares the two cores.
  test.setTimeout(180_000);
  const channel = await channelWithPlan(baseURL!);
  const host = await apiAs(baseURL!, channel.hostEmail, PASSWORD);
  const created = await host.post(`/api/workspaces/${channel.id}/threads`, { data: { title: 'Welcome to the forum' } });
  expect(created.status(), await created.text()).toBe(201);
  const threadId = ((await created.json()) as { id: string }).id;
  for (const body of ['<p>First</p>', '<p><strong>Second</strong></p>', '<p>Third</p>', '<p>Fourth</p>']) {
    expect((await host.post(`/api/threads/${threadId}/posts`, { data: { body } })).status()).toBe(201);
  }
  await host.dispose();
  const hostPage = await pageOf(browser, baseURL!, channel.hostEmail);
  const guest = await (await browser.newContext({ baseURL })).newPage();
  const found: string[] = [];
  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 900 };
  for (const [page, size, path, ready] of [
    [hostPage, phone, `/channel/forum/${channel.id}`, 'View all 4 replies'],
    [hostPage, desktop, `/thread/${threadId}`, 'Fourth'],
    [guest, phone, `/channel/forum/${channel.id}`, 'Log in or sign up'],
    [guest, desktop, `/channel/${channel.id}#forum`, 'Log in or sign up'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    found.push(...(await seriousViolations(page)));
  }
  expect(found).toEqual([]);
});
