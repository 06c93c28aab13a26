import { randomToken } from '../infra/crypto/tokens.js';
import type { Container } from '../container.js';
import type { Actor } from '../modules/users/users.policy.js';
import { bannerPng } from './banner-image.js';
import { gradientPng } from './placeholder-image.js';
import { SEED_BANNERS, SEED_CHANNELS, SEED_KEYWORDS, SEED_PLANS } from './seed-data.js';

export interface SeedResult {
  channelsCreated: string[];
  channelsKept: string[];
  hosts: { email: string; password: string }[];
  bannersCreated: number;
}

/** The seed acts as an administrator: through the services, so every rule a person meets applies to it too. */
const SEED_ADMIN: Actor = { id: 'seed', role: 'admin' };

/**
 * Demo content for a fresh install: keywords with categories, public channels in both languages with logo, banner,
 * keywords and plans, and home banners. Running it again adds only what is missing.
 */
export async function seedDemoContent({ services }: Container): Promise<SeedResult> {
  const result: SeedResult = { channelsCreated: [], channelsKept: [], hosts: [], bannersCreated: 0 };
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
    const email = `${channel.slug}@demo.chunks.local`;
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
  return result;
}
