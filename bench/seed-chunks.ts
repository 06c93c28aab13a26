import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/database/database.js';
import { TEN_MINUTE_TALK } from './ten-minute-talk.js';

/** A word said in only 1 chunk in 1,000: a search for it reads every chunk of the channel to find the few. */
export const RARE_WORD = 'xylophone';

/** Hong Kong finance and weather news, said in the channel's Cantonese videos (one video in ten). */
const CHINESE_TOPICS = [
  [
    '恒生指數今日收市上升三百點',
    '聯儲局宣佈維持利率不變',
    '分析員預期本港樓價下半年回穩',
    '港元匯率保持穩定',
    '投資者關注內地經濟數據',
    '銀行股表現強勁帶動大市上升',
  ],
  [
    '天文台今日發出三號強風信號',
    '颱風預計明日早上最接近本港',
    '市民應留意最新天氣消息',
    '教育局宣佈明日停課',
    '渡輪服務可能暫停',
    '颱風過後天氣轉晴',
  ],
];

/**
 * Each chunk's transcript is a template of lines: English chunks say one topic of the benchmark's talk and then the
 * next (12 lines), Cantonese ones a Chinese topic, and the last template holds the rare word.
 */
function templates(): string[][] {
  const english = TEN_MINUTE_TALK.map((topic, i) => [...topic.sentences, ...TEN_MINUTE_TALK[(i + 1) % TEN_MINUTE_TALK.length]!.sentences]);
  const rare = [...TEN_MINUTE_TALK[0]!.sentences, `A ${RARE_WORD} solo closed the evening concert.`];
  return [...english, ...CHINESE_TOPICS, rare];
}

/**
 * Adds `count` published chunks to one channel, set-based: videos of `perVideo` one-minute chunks, newest last, each
 * chunk's transcript one line every 5 s. 1 chunk in 1,000 holds RARE_WORD; every tenth video is in Cantonese.
 */
export async function seedChunks(db: Database, options: { workspaceSlug: string; count: number; perVideo: number }): Promise<void> {
  const { workspaceSlug, count, perVideo } = options;
  const lines = templates();
  const englishCount = TEN_MINUTE_TALK.length;
  await db.execute(sql`
    insert into activities (workspace_id, title, language, start_date, status, playable_at, created_at)
    select w.id, case when i % 10 = 9 then '財經及天氣 ' else 'Bench talk ' end || i,
           case when i % 10 = 9 then 'yue-Hant-HK' else 'en-US' end,
           now() - ((${count / perVideo} - i) || ' hours')::interval, 'PUBLISHED',
           now() - ((${count / perVideo} - i) || ' hours')::interval, now() - ((${count / perVideo} - i) || ' hours')::interval
    from generate_series(0, ${count / perVideo - 1}) as i, workspaces w
    where w.slug = ${workspaceSlug}`);
  await db.execute(sql`
    with templates as (
           select (position - 1)::int as id, value as lines
           from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) with ordinality as t(value, position)),
         videos as (
           select a.id, (row_number() over (order by a.created_at) - 1)::int as n
           from activities a join workspaces w on w.id = a.workspace_id
           where w.slug = ${workspaceSlug}),
         picked as (
           select v.id as activity_id, j,
                  case when (v.n * ${perVideo} + j) % 1000 = 500 then ${lines.length - 1}
                       when v.n % 10 = 9 then ${englishCount} + j % ${CHINESE_TOPICS.length}
                       else (v.n * 7 + j) % ${englishCount} end as template
           from videos v cross join generate_series(0, ${perVideo - 1}) as j)
    insert into chunks (activity_id, start_ms, end_ms, title, summary, transcript)
    select p.activity_id, p.j * 60000, (p.j + 1) * 60000, 'Chunk ' || (p.j + 1), '',
           (select jsonb_agg(jsonb_build_object('start', p.j * 60000 + (l.position - 1) * 5000,
                                                'end', p.j * 60000 + (l.position - 1) * 5000 + 4500,
                                                'speaker', '', 'text', l.value) order by l.position)
            from jsonb_array_elements_text(t.lines) with ordinality as l(value, position))
    from picked p join templates t on t.id = p.template`);
  await db.execute(sql`vacuum analyze`);
}
