import type { FastifyInstance } from 'fastify';
import { randomToken } from '../infra/crypto/tokens.js';
import type { Container } from '../container.js';
import type { Actor } from '../modules/users/users.policy.js';
import { createBackgroundWork } from './background-work.js';
import { bannerPng } from './banner-image.js';
import { SEED_LIVES, SEED_TALKS } from './demo-activity-data.js';
import { demoHostEmail, openDemoChannel, type DemoChannel } from './demo-channel.js';
import { seedCommunity, type CommunityResult } from './demo-community.js';
import { seedLives } from './demo-lives.js';
import { seedPurchases } from './demo-purchases.js';
import { seedTalks, type TalksResult } from './demo-talks.js';
import { missingMediaTools } from './media-tools.js';
import { gradientPng } from './placeholder-image.js';
import { SEED_BANNERS, SEED_CHANNELS, SEED_KEYWORDS, SEED_PLANS } from './seed-data.js';

export interface SeedResult {
  channelsCreated: string[];
  channelsKept: string[];
  hosts: { email: string; password: string }[];
  bannersCreated: number;
  /** The tools the talk videos need that this machine lacks; the talks are skipped when there is one. */
  missingTools: string[];
  talks: TalksResult;
  livesCreated: string[];
  community: CommunityResult;
  /** Full courses the new demo viewers bought by card in the sandbox. */
  purchases: number;
}

export interface SeedOptions {
  /** Which of the talk videos' tools are missing (tests pretend one is). */
  missingTools?: () => Promise<string[]>;
}

/** The seed acts as an administrator: through the services, so every rule a person meets applies to it too. */
const SEED_ADMIN: Actor = { id: 'seed', role: 'admin' };

/**
 * Demo content for a fresh install: keywords with categories, public channels in both languages with logo, banner,
 * keywords and plans, home banners, then what the channels show: talk videos analysed into chunks (one locked behind
 * a plan), upcoming lives, followers and forum threads with replies, and courses bought by card in the sandbox. Running it again adds only what is missing.
 * `app` is the API the seed calls as its demo people where the container has no service for it.
 */
export async function seedDemoContent(container: Container, app: FastifyInstance, options: SeedOptions = {}): Promise<SeedResult> {
  const { services } = container;
  const result: SeedResult = {
    channelsCreated: [],
    channelsKept: [],
    hosts: [],
    bannersCreated: 0,
    missingTools: [],
    talks: { published: [], unfinished: [] },
    livesCreated: [],
    community: { viewers: [], follows: 0, threads: 0, replies: 0 },
    purchases: 0,
  };
  const keywordIds = new Map<string, string>();
  for (const { keyword, category } of SEED_KEYWORDS) {
    const created = await services.keywords.create(SEED_ADMIN, keyword, category ?? undefined);
    keywordIds.set(keyword, created.id);
  }

  for (const channel of SEED_CHANNELS) {
    if (await services.workspaces.load(channel.slug).catch(() => null)) {
      result.channelsKept.push(channel.slug);
      continue;
    }
    const email = demoHostEmail(channel.slug);
    const password = randomToken(12);
    const host =
      (await services.users.findByEmail(email)) ??
      (await services.users.createAccount({
        email,
        password,
        role: 'host',
        firstName: channel.host.firstName,
        lastName: channel.host.lastName,
      }));
    const actor: Actor = { id: host.id, role: 'host' };
    const workspace = await services.workspaces.create(actor, {
      name: channel.name,
      language: channel.language,
      description: channel.description,
    });
    await services.workspaces.update(actor, workspace.id, {
      slug: channel.slug,
      publish: true,
      keywords: channel.keywords.map((keyword) => keywordIds.get(keyword)!),
    });
    const [from, to] = channel.colours;
    await services.workspaces.setImage(actor, workspace.id, 'logo', gradientPng(256, 256, from, to).toString('base64'));
    await services.workspaces.setImage(actor, workspace.id, 'banner', gradientPng(1440, 520, to, from).toString('base64'));
    for (const plan of SEED_PLANS) await services.plans.create(actor, { ...plan, workspace_id: workspace.id });
    result.channelsCreated.push(channel.slug);
    result.hosts.push({ email, password });
  }

  const existingBanners = new Set((await services.banners.list()).map((banner) => banner.redirect_url));
  for (const banner of SEED_BANNERS) {
    if (existingBanners.has(banner.redirect)) continue;
    const [from, to] = banner.colours;
    await services.banners.create(SEED_ADMIN, (await bannerPng(from, to, banner.text)).toString('base64'), banner.redirect);
    result.bannersCreated += 1;
  }

  const channels = new Map<string, DemoChannel>();
  const endSessions: (() => Promise<void>)[] = [];
  try {
    for (const { slug } of SEED_CHANNELS) {
      const opened = await openDemoChannel(app, container, slug);
      if (!opened) continue;
      channels.set(slug, opened.channel);
      endSessions.push(opened.end);
    }
    result.livesCreated = await seedLives(container, channels, SEED_LIVES);
    result.community = await seedCommunity(app, container, channels);
    const workUntil = createBackgroundWork(container);
    const newViewers = result.community.viewers.map((viewer) => viewer.email);
    result.purchases = await seedPurchases(app, container, channels, newViewers, workUntil);
    result.missingTools = await (options.missingTools ?? missingMediaTools)();
    if (result.missingTools.length === 0) {
      result.talks = await seedTalks(app, container, channels, SEED_TALKS, workUntil);
    }
  } finally {
    for (const end of endSessions) await end();
  }
  return result;
}
