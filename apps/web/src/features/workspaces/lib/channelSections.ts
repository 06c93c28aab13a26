import { PATHS } from '../../../app/paths';
/** Spec §2: the channel page's sections, each reachable by its hash (#plans #videos #courses #forum #faq). */
export const CHANNEL_SECTIONS = ['description', 'videos', 'courses', 'plans', 'faq', 'forum'] as const;
export type ChannelSection = (typeof CHANNEL_SECTIONS)[number];

/** Spec §2: the channel page's FAQ of four items. */
export const FAQ_ITEMS = ['follow', 'subscribe', 'live', 'cancel'] as const;

/** Spec §2: the dashboard's tiles to edit the channel, courses, subscription plans and users; and the plans' earnings. */
export const DASHBOARD_TILES = [
  { key: 'edit', to: PATHS.editChannel },
  { key: 'courses', to: PATHS.channelCourses },
  { key: 'plans', to: PATHS.channelPlans },
  { key: 'earnings', to: PATHS.channelEarnings },
  { key: 'users', to: PATHS.channelUsers },
] as const;
export type DashboardTileKey = (typeof DASHBOARD_TILES)[number]['key'];
