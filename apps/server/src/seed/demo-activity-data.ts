/**
 * What the demo channels show besides their plans: short English talks made on the spot, each in two or three topics
 * so the analysis cuts it into chunks; upcoming lives; viewers who follow and members who talk in the forums.
 */

export interface SeedTalk {
  channel: string;
  title: string;
  description: string;
  /** Locked behind the channel's monthly plan, so a newcomer meets the plan chooser too. */
  locked: boolean;
  topics: string[][];
}

export const SEED_TALKS: SeedTalk[] = [
  {
    channel: 'hsimorning',
    title: 'Morning brief: rates, oil and property 晨早速遞：利率、油價、樓市',
    description: '<p>Three stories before the bell.</p><p>開市前三則焦點。</p>',
    locked: true,
    topics: [
      [
        'Good morning, this is your market brief before the opening bell.',
        'The central bank kept interest rates unchanged overnight, as most economists expected.',
        'Lower borrowing costs could help mortgage holders later this year.',
        'Bank shares rose slightly after the announcement.',
      ],
      [
        'Now to the oil market, where prices fell for a third day.',
        'Crude oil dropped two percent as supply from producers increased.',
        'Airlines and shipping companies gained because fuel became cheaper.',
        'Energy stocks were the weakest part of the index.',
      ],
      [
        'Finally, the property market in Hong Kong.',
        'Home prices were flat last month, and sales of new flats slowed.',
        'Developers are offering discounts to attract first time buyers.',
        'Rents in the city kept rising for the sixth month in a row.',
      ],
    ],
  },
  {
    channel: 'weekendhikers',
    title: "Dragon's Back: weather, trail and water 龍脊：天氣、路線、補給",
    description: '<p>Everything to check before a first hike.</p><p>第一次行山前要知的事。</p>',
    locked: false,
    topics: [
      [
        'Before any hike, check the weather forecast from the observatory.',
        'In summer the afternoon can bring heavy rain and thunderstorms.',
        'If a typhoon signal is raised, stay home and plan another weekend.',
        'Hot weather warnings mean you should start early in the morning.',
      ],
      [
        "The Dragon's Back trail starts at the bus stop on Shek O Road.",
        'The path climbs gently along the ridge with views of the sea.',
        'Most walkers finish at Big Wave Bay in about three hours.',
      ],
      [
        'Carry at least two litres of water for each person.',
        'Bring some fruit and snacks, because there are no shops on the ridge.',
        'Take your rubbish home and leave the trail clean.',
      ],
    ],
  },
  {
    channel: 'cantonese101',
    title: 'Getting around: the MTR and lunch 出行篇：港鐵與午餐',
    description: '<p>Your first train ride and your first set lunch.</p><p>第一次搭港鐵，第一次食套餐。</p>',
    locked: false,
    topics: [
      [
        'Let us start with the train, the easiest way to travel in Hong Kong.',
        'Tap your Octopus card at the gate when you enter and leave the station.',
        'Follow the coloured lines on the map to find your platform.',
        'Let passengers leave the train before you get on.',
      ],
      [
        'Next, ordering lunch at a local tea restaurant.',
        'Point at the menu and ask for milk tea, served hot or cold.',
        'A set lunch usually comes with soup, a main dish and a drink.',
        'Pay at the cashier near the door when you finish your meal.',
      ],
    ],
  },
];

export interface SeedLive {
  channel: string;
  title: string;
  /** Days from the seed's run to the start, at 20:00 Hong Kong time. */
  inDays: number;
}

export const SEED_LIVES: SeedLive[] = [
  { channel: 'metrofinance', title: 'Evening phone-in: your dividend questions 晚間熱線：股息問答', inDays: 2 },
  { channel: 'dealhunters', title: 'Live unboxing: rice cookers compared 直播開箱：電飯煲大比拼', inDays: 3 },
  { channel: 'hsimorning', title: 'Week ahead live 下週前瞻直播', inDays: 5 },
];

/** Demo viewers: they follow every demo channel and, as members, answer in the forums. */
export const SEED_VIEWERS = [
  { key: 'alex', firstName: 'Alex', lastName: 'Chan' },
  { key: 'taiman', firstName: '大文', lastName: '陳' },
  { key: 'meiling', firstName: 'Mei Ling', lastName: 'Wong' },
  { key: 'kaho', firstName: '家豪', lastName: '李' },
];

export interface SeedThread {
  channel: string;
  /** Opened by the channel's host. */
  title: string;
  /** By the viewers of SEED_VIEWERS in turn, then the host's thanks. */
  replies: string[];
  hostReply: string;
}

export const SEED_THREADS: SeedThread[] = [
  {
    channel: 'hsimorning',
    title: 'Which stocks are you watching this week? 今個星期留意邊隻股？',
    replies: ['Bank shares, after the rate news.', '我會留意地產股，睇吓減價有冇效。', 'Airlines, if oil stays low.'],
    hostReply: 'Thanks all, I will cover banks and airlines on Monday. 多謝大家！',
  },
  {
    channel: 'weekendhikers',
    title: 'Best trail for a first hike? 新手行邊條路好？',
    replies: ["Dragon's Back: short, and the sea views are great.", '龍脊，記得帶夠水同帽。'],
    hostReply: 'Both good picks. Start early on hot days! 天熱記得早啲出發。',
  },
  {
    channel: 'cantonese101',
    title: 'How do you say thank you? 點樣講多謝？',
    replies: ['多謝 for a gift, 唔該 for a service, right?', 'I practised 唔該 on the minibus today!'],
    hostReply: 'Exactly right, well done! 講得好！',
  },
  {
    channel: 'parentclass',
    title: 'Screen time at home 屋企嘅屏幕時間',
    replies: ['One hour on school days works for us.', '我哋週末先畀玩平板。'],
    hostReply: 'Thank you for sharing. 多謝分享，下一講會再傾。',
  },
];
