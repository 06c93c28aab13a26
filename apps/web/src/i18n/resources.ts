import enAdmin from './locales/en/admin.json';
import enAnalysis from './locales/en/analysis.json';
import enAuth from './locales/en/auth.json';
import enBanners from './locales/en/banners.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enForum from './locales/en/forum.json';
import enCommunity from './locales/en/community.json';
import enHome from './locales/en/home.json';
import enHosting from './locales/en/hosting.json';
import enLive from './locales/en/live.json';
import enMembers from './locales/en/members.json';
import enPlans from './locales/en/plans.json';
import enSubscriptions from './locales/en/subscriptions.json';
import enUsers from './locales/en/users.json';
import enValidation from './locales/en/validation.json';
import enWebinars from './locales/en/webinars.json';
import enVideos from './locales/en/videos.json';
import enWelcome from './locales/en/welcome.json';
import enWorkspaces from './locales/en/workspaces.json';
import zhAdmin from './locales/zh-HK/admin.json';
import zhAnalysis from './locales/zh-HK/analysis.json';
import zhAuth from './locales/zh-HK/auth.json';
import zhBanners from './locales/zh-HK/banners.json';
import zhCommon from './locales/zh-HK/common.json';
import zhErrors from './locales/zh-HK/errors.json';
import zhForum from './locales/zh-HK/forum.json';
import zhCommunity from './locales/zh-HK/community.json';
import zhHome from './locales/zh-HK/home.json';
import zhHosting from './locales/zh-HK/hosting.json';
import zhLive from './locales/zh-HK/live.json';
import zhMembers from './locales/zh-HK/members.json';
import zhPlans from './locales/zh-HK/plans.json';
import zhSubscriptions from './locales/zh-HK/subscriptions.json';
import zhUsers from './locales/zh-HK/users.json';
import zhValidation from './locales/zh-HK/validation.json';
import zhWebinars from './locales/zh-HK/webinars.json';
import zhVideos from './locales/zh-HK/videos.json';
import zhWelcome from './locales/zh-HK/welcome.json';
import zhWorkspaces from './locales/zh-HK/workspaces.json';

export { DEFAULT_NAMESPACE, FEATURE_NAMESPACES, NAMESPACES } from './namespaces';

/**
 * Every namespace of both languages at once, for the tests that check the translations. The app does not import this:
 * it loads each namespace of one language when it is needed (backend.ts).
 */
export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    validation: enValidation,
    admin: enAdmin,
    analysis: enAnalysis,
    auth: enAuth,
    banners: enBanners,
    forum: enForum,
    community: enCommunity,
    home: enHome,
    hosting: enHosting,
    live: enLive,
    members: enMembers,
    plans: enPlans,
    subscriptions: enSubscriptions,
    users: enUsers,
    videos: enVideos,
    webinars: enWebinars,
    welcome: enWelcome,
    workspaces: enWorkspaces,
  },
  'zh-HK': {
    common: zhCommon,
    errors: zhErrors,
    validation: zhValidation,
    admin: zhAdmin,
    analysis: zhAnalysis,
    auth: zhAuth,
    banners: zhBanners,
    forum: zhForum,
    community: zhCommunity,
    home: zhHome,
    hosting: zhHosting,
    live: zhLive,
    members: zhMembers,
    plans: zhPlans,
    subscriptions: zhSubscriptions,
    users: zhUsers,
    videos: zhVideos,
    webinars: zhWebinars,
    welcome: zhWelcome,
    workspaces: zhWorkspaces,
  },
};
