/** Limits and fixed lists from spec §5 and §9; the web forms and the server routes both read them from here. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const WORKSPACE_NAME_MIN_LENGTH = 5;
export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const REFERRAL_CODE_LENGTH = 8;
export const BANK_ACCOUNT_NUMBER_MAX_LENGTH = 20;

export const USER_ROLES = ['admin', 'host', 'trainer', 'trainee', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles a visitor may pick for themself on sign-up: viewer at /sign-up, host at /creator-sign-up. */
export const SIGNUP_ROLES = ['viewer', 'host'] as const;

export const DISPLAY_LANGUAGES = ['en', 'zh'] as const;
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];
export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return DISPLAY_LANGUAGES.some((language) => language === value);
}
/** The `locale` parameter of the login page uses these spellings (spec §7). */
export const LOGIN_LOCALES: Record<DisplayLanguage, string> = { en: 'en', zh: 'zh_HK' };

export const WORKSPACE_LANGUAGES = ['en-US', 'ja-JP', 'yue-Hant-HK', 'zh-CN'] as const;
export type WorkspaceLanguage = (typeof WORKSPACE_LANGUAGES)[number];

/** Where an outbox message would have gone. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** A reset link stays valid this long after it is sent. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SESSION_TTL_DAYS = 30;
export const SESSION_COOKIE_NAME = 'sid';
/**
 * The display language a visitor chose, kept beside the local-storage copy so the server renders a guest's first
 * paint in it (a value of DisplayLanguage).
 */
export const LANGUAGE_COOKIE_NAME = 'display_language';
/** A year: the choice outlives any session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Local-storage keys the web app keeps (spec §2: post_logout_redirect_uri is remembered). */
export const STORAGE_KEYS = {
  postLogoutRedirectUri: 'post_logout_redirect_uri',
  language: 'display_language',
} as const;

/** The 22 Hong Kong banks offered on the profile page, with their clearing codes and the short names people search by. */
export const HONG_KONG_BANKS = [
  {
    code: '003',
    en: 'Standard Chartered Bank (Hong Kong) Limited',
    zh: '渣打銀行（香港）有限公司',
    aliases: ['SCB', 'Standard Chartered', '渣打'],
  },
  {
    code: '004',
    en: 'The Hongkong and Shanghai Banking Corporation Limited',
    zh: '香港上海滙豐銀行有限公司',
    aliases: ['HSBC', '滙豐', '匯豐', '汇丰'],
  },
  {
    code: '009',
    en: 'China Construction Bank (Asia) Corporation Limited',
    zh: '中國建設銀行（亞洲）股份有限公司',
    aliases: ['CCB', 'CCB Asia', '建行', '建設銀行'],
  },
  {
    code: '012',
    en: 'Bank of China (Hong Kong) Limited',
    zh: '中國銀行（香港）有限公司',
    aliases: ['BOCHK', 'BOC', 'Bank of China', '中銀', '中銀香港', '中國銀行'],
  },
  { code: '015', en: 'The Bank of East Asia, Limited', zh: '東亞銀行有限公司', aliases: ['BEA', '東亞'] },
  { code: '016', en: 'DBS Bank (Hong Kong) Limited', zh: '星展銀行（香港）有限公司', aliases: ['DBS', '星展'] },
  { code: '018', en: 'China CITIC Bank International Limited', zh: '中信銀行（國際）有限公司', aliases: ['CITIC', 'CNCBI', '中信'] },
  { code: '020', en: 'CMB Wing Lung Bank Limited', zh: '招商永隆銀行有限公司', aliases: ['Wing Lung', 'CMB', '永隆', '招商永隆'] },
  { code: '024', en: 'Hang Seng Bank Limited', zh: '恒生銀行有限公司', aliases: ['Hang Seng', '恒生', '恆生'] },
  { code: '025', en: 'Shanghai Commercial Bank Limited', zh: '上海商業銀行有限公司', aliases: ['SCB Shanghai', '上商', '上海商業'] },
  { code: '028', en: 'Public Bank (Hong Kong) Limited', zh: '大眾銀行（香港）有限公司', aliases: ['Public Bank', '大眾'] },
  { code: '039', en: 'Chiyu Banking Corporation Limited', zh: '集友銀行有限公司', aliases: ['Chiyu', '集友'] },
  { code: '040', en: 'Dah Sing Bank Limited', zh: '大新銀行有限公司', aliases: ['Dah Sing', '大新'] },
  { code: '041', en: 'Chong Hing Bank Limited', zh: '創興銀行有限公司', aliases: ['Chong Hing', '創興'] },
  { code: '043', en: 'Nanyang Commercial Bank Limited', zh: '南洋商業銀行有限公司', aliases: ['NCB', 'Nanyang', '南商', '南洋'] },
  {
    code: '072',
    en: 'Industrial and Commercial Bank of China (Asia) Limited',
    zh: '中國工商銀行（亞洲）有限公司',
    aliases: ['ICBC', 'ICBC Asia', '工銀', '工銀亞洲', '工商銀行'],
  },
  { code: '128', en: 'Fubon Bank (Hong Kong) Limited', zh: '富邦銀行（香港）有限公司', aliases: ['Fubon', '富邦'] },
  { code: '250', en: 'Citibank (Hong Kong) Limited', zh: '花旗銀行（香港）有限公司', aliases: ['Citi', 'Citibank', '花旗'] },
  { code: '382', en: 'Bank of Communications (Hong Kong) Limited', zh: '交通銀行（香港）有限公司', aliases: ['BOCOM', '交行', '交通銀行'] },
  { code: '387', en: 'ZA Bank Limited', zh: '眾安銀行有限公司', aliases: ['ZA', '眾安'] },
  { code: '388', en: 'Livi Bank Limited', zh: '理慧銀行有限公司', aliases: ['Livi', '理慧'] },
  { code: '389', en: 'Mox Bank Limited', zh: 'Mox Bank Limited', aliases: ['Mox'] },
] as const;
export type HongKongBankCode = (typeof HONG_KONG_BANKS)[number]['code'];
export const HONG_KONG_BANK_CODES = HONG_KONG_BANKS.map((bank) => bank.code) as [HongKongBankCode, ...HongKongBankCode[]];
