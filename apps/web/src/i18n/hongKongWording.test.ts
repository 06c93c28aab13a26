import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

const zh = NAMESPACES.flatMap((ns) => strings(resources['zh-HK'][ns]).map(([key, value]) => [`${ns}:${key}`, value] as const));
const en = NAMESPACES.flatMap((ns) => strings(resources.en[ns]).map(([key, value]) => [`${ns}:${key}`, value] as const));

/** Mainland words a Hong Kong reader notices, with the Hong Kong word to use instead. */
const MAINLAND_TERMS: Record<string, string> = {
  視頻: '影片',
  信息: '訊息',
  默認: '預設',
  登錄: '登入',
  賬號: '帳戶',
  點擊: '按',
  保存: '儲存',
  文件: '檔案',
  編譯: '製作片段',
  快來: '成為第一個…',
  拖動: '拖曳',
  上傳: '上載',
  服務器: '伺服器',
  短信: '短訊',
  搜索: '搜尋',
  鏈接: '連結',
  菜單: '選單',
  屏幕: '螢幕',
  設置: '設定',
  程序: '程式',
  激活: '啟用',
  質量: '質素',
  充值: '增值',
  在線: '網上',
  通過: '透過',
  回復: '回覆',
};
const CHECKED_TERMS = Object.keys(MAINLAND_TERMS);

const HAN = '\\p{Script=Han}';
const LATIN = String.raw`(?:[A-Za-z][A-Za-z0-9.&'+#-]*|\{\{[^}]+\}\})`;
const GLUED = new RegExp(`${HAN}${LATIN}|${LATIN}${HAN}`, 'u');

/**
 * Placeholders glued to Chinese on purpose: their values are Chinese words themselves (a month, a language's name, a
 * category, a count with its unit), and a space inside Chinese would look like a gap.
 */
const GLUED_ON_PURPOSE: Record<string, string> = {
  'community:achievements.CONSECUTIVE_LOGINS.description': '{{target}} is "10 日"',
  'community:achievements.progressLabel': "{{title}} is the achievement's Chinese title",
  'community:referral.rewardsExplain': '{{reward}} is a Chinese reward name',
  'plans:earnings.chartSummary': '{{from}}, {{to}} and {{bestMonth}} are Chinese months ("2026年11月")',
  'live:config.noTranscript.body': '{{language}} is a Chinese language name (粵語)',
  'webinars:noTranscript.body': '{{language}} is a Chinese language name (粵語)',
  'workspaces:category.titleCategory': '{{category}} is a Chinese category name (財經)',
};

/** Strings the specification writes itself (spec §2 and §8): the English interface keeps them letter for letter. */
const SPEC_STRINGS = [
  'successfully updated',
  'update successfully',
  'fail to update',
  'could not update webinar',
  'config webinar',
  'waiting room',
  'go live',
  'webinar is live now',
  'webinar cannot go live',
  'webinar deleted',
  'course updated',
  'plan sent',
  'Permission denied',
  'Connection Error',
  'please choose a future time to start webinar',
  'Whoops, something went wrong!',
  'Take me home',
];

describe('Hong Kong Chinese wording', () => {
  it('uses no Mainland term', () => {
    const found = zh.flatMap(([key, value]) =>
      CHECKED_TERMS.filter((term) => value.includes(term)).map((term) => `${key}: ${term} → ${MAINLAND_TERMS[term]}`),
    );
    expect(found).toEqual([]);
  });

  it('puts a space between Chinese and a Latin word or a name', () => {
    const glued = zh.filter(([key, value]) => !(key in GLUED_ON_PURPOSE) && GLUED.test(value)).map(([key, value]) => `${key}: ${value}`);
    expect(glued).toEqual([]);
  });

  it('the test itself catches a glued name and a Mainland term', () => {
    expect(GLUED.test('返回{{channel}}的討論區')).toBe(true);
    expect(GLUED.test('返回 {{channel}} 的討論區')).toBe(false);
    expect(GLUED.test('請輸入CANCEL')).toBe(true);
    expect(CHECKED_TERMS.some((term) => '快來第一個回覆吧'.includes(term))).toBe(true);
  });
});

describe('the specification’s own English strings', () => {
  it.each(SPEC_STRINGS)('"%s" is kept exactly', (text) => {
    expect(en.filter(([, value]) => value === text).length).toBeGreaterThan(0);
  });
});
