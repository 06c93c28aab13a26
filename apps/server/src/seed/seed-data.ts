import type { BannerText } from './banner-image.js';
import type { Category, CreateProductBody, WorkspaceLanguage } from '@platform/shared';
import type { Rgb } from './placeholder-image.js';

export interface SeedKeyword {
  keyword: string;
  category: Category | null;
}

export interface SeedChannel {
  slug: string;
  name: string;
  language: WorkspaceLanguage;
  /** Rich text in both languages: the demo should read well whichever language the visitor picks. */
  description: string;
  keywords: string[];
  colours: [Rgb, Rgb];
  host: { firstName: string; lastName: string };
}

/** Every category tile and home row keyword has channels behind it, so no first click leads to an empty page. */
export const SEED_KEYWORDS: SeedKeyword[] = [
  { keyword: 'hot', category: null },
  { keyword: 'metro radio', category: null },
  { keyword: 'finance', category: 'K1_FINANCE' },
  { keyword: 'stocks', category: 'K1_FINANCE' },
  { keyword: '理財', category: 'K1_FINANCE' },
  { keyword: 'education', category: 'K1_EDUCATION' },
  { keyword: 'cantonese', category: 'K1_EDUCATION' },
  { keyword: '親子', category: 'K1_EDUCATION' },
  { keyword: 'shopping', category: 'K1_SHOPPING' },
  { keyword: '格價', category: 'K1_SHOPPING' },
  { keyword: 'hiking', category: 'K1_INTEREST' },
  { keyword: '美食', category: 'K1_INTEREST' },
];

export const SEED_CHANNELS: SeedChannel[] = [
  {
    slug: 'hsimorning',
    name: 'HSI Morning Brief 恒指晨早速遞',
    language: 'yue-Hant-HK',
    description:
      '<p>Fifteen minutes before the bell: what moved overnight, the stocks to watch and one chart explained.</p>' +
      '<p>開市前十五分鐘：隔晚市況、今日焦點股，再拆解一幅圖表。</p>',
    keywords: ['finance', 'stocks', 'hot', '理財'],
    colours: [
      [12, 74, 110],
      [45, 160, 180],
    ],
    host: { firstName: '志明', lastName: '陳' },
  },
  {
    slug: 'metrofinance',
    name: 'Metro Finance Talk 新城財經台',
    language: 'yue-Hant-HK',
    description:
      '<p>The radio finance phone-in, live every weekday evening, with the recordings cut into short topics.</p>' +
      '<p>電台財經熱線，逢星期一至五晚直播，錄影自動剪成一段段短片。</p>',
    keywords: ['metro radio', 'finance', 'hot'],
    colours: [
      [120, 20, 40],
      [230, 120, 60],
    ],
    host: { firstName: 'Karen', lastName: 'Lau' },
  },
  {
    slug: 'cantonese101',
    name: 'Cantonese for Beginners 廣東話入門',
    language: 'en-US',
    description:
      '<p>Everyday Cantonese for newcomers to Hong Kong: ordering food, taking the MTR, small talk with neighbours.</p>' +
      '<p>給新來港朋友的生活廣東話：點餐、搭港鐵、同鄰居傾偈。</p>',
    keywords: ['education', 'cantonese', 'hot'],
    colours: [
      [30, 100, 60],
      [140, 200, 90],
    ],
    host: { firstName: 'Amy', lastName: 'Wong' },
  },
  {
    slug: 'parentclass',
    name: 'Parenting Classroom 親子教室',
    language: 'yue-Hant-HK',
    description:
      '<p>Short talks for parents of primary pupils: homework habits, screen time, choosing a secondary school.</p>' +
      '<p>小學家長講座：功課習慣、屏幕時間、升中選校。</p>',
    keywords: ['education', '親子'],
    colours: [
      [90, 60, 150],
      [200, 150, 220],
    ],
    host: { firstName: '美玲', lastName: '李' },
  },
  {
    slug: 'dealhunters',
    name: 'Deal Hunters HK 格價達人',
    language: 'yue-Hant-HK',
    description:
      '<p>Supermarket and electronics price checks every week, and live unboxings of what is worth buying.</p>' +
      '<p>每週超市及電器格價，直播開箱話你知邊樣值得買。</p>',
    keywords: ['shopping', '格價', 'hot'],
    colours: [
      [200, 90, 20],
      [250, 200, 80],
    ],
    host: { firstName: 'Jason', lastName: 'Ho' },
  },
  {
    slug: 'weekendhikers',
    name: 'Weekend Hikers 週末行山團',
    language: 'en-US',
    description:
      '<p>Trail reviews, weather calls and live walks along the MacLehose and Wilson trails.</p>' +
      '<p>行山路線評測、天氣提示，並直播麥理浩徑及衛奕信徑。</p>',
    keywords: ['hiking', '美食'],
    colours: [
      [20, 90, 40],
      [120, 170, 120],
    ],
    host: { firstName: 'Leo', lastName: 'Cheung' },
  },
];

export const SEED_BANNERS: { redirect: string; colours: [Rgb, Rgb]; text: BannerText }[] = [
  {
    redirect: '/channel/hsimorning',
    text: { zh: '恒指晨早速遞　逢工作天直播', en: 'Hang Seng morning briefing, live every weekday' },
    colours: [
      [12, 74, 110],
      [45, 160, 180],
    ],
  },
  {
    redirect: '/channel/cantonese101',
    text: { zh: '短片學廣東話', en: 'Learn Cantonese in short video lessons' },
    colours: [
      [30, 100, 60],
      [140, 200, 90],
    ],
  },
  {
    redirect: '/channel/category?category=K1_SHOPPING',
    text: { zh: '創作人精選香港好物', en: 'Hong Kong finds, picked by creators' },
    colours: [
      [200, 90, 20],
      [250, 200, 80],
    ],
  },
];

/** Every demo channel sells a monthly membership (with a trial, payable by phone bill too) and a one-time course. */
export const SEED_PLANS: Omit<CreateProductBody, 'workspace_id'>[] = [
  {
    name: '月費會員 Monthly member',
    description: '<p>所有影片及直播。All videos and live webinars.</p>',
    type: 'RECURRING',
    unit_amount: 499,
    interval_count: 1,
    trial_period: 7,
    dcb_price: 3800,
  },
  {
    name: '完整課程 Full course',
    description: '<p>一次付款，永久觀看。Pay once, watch for good.</p>',
    type: 'ONE_TIME',
    unit_amount: 2999,
  },
];
