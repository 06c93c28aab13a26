import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18N_LANGUAGE } from '../../../i18n/languages';
import { NAMESPACES, resources } from '../../../i18n/resources';
import { formatHongKongDay } from '../../../lib/formatDateTime';
import { offeredTrialDays, planTrial } from './trialOffer';

const WEEK_TRIAL = { type: 'RECURRING', trial_period: 7 } as const;
// 3 Dec 2026 in Hong Kong, though still 2 Dec in UTC.
const USED_ON = '2026-12-02T17:30:00.000Z';

describe('planTrial', () => {
  it('offers the trial to a guest or a viewer who has not had the channel’s trial', () => {
    expect(planTrial(WEEK_TRIAL, null)).toEqual({ kind: 'offered' });
  });

  it('says when the trial was used instead of offering it again', () => {
    expect(planTrial(WEEK_TRIAL, USED_ON)).toEqual({ kind: 'used', on: USED_ON });
  });

  it('promises no trial while a signed-in viewer’s answer is on its way', () => {
    expect(planTrial(WEEK_TRIAL, undefined)).toBeNull();
  });

  it('says nothing about trials for a plan without one, or a one-time plan', () => {
    expect(planTrial({ type: 'RECURRING', trial_period: 0 }, USED_ON)).toBeNull();
    expect(planTrial({ type: 'ONE_TIME', trial_period: 7 }, USED_ON)).toBeNull();
  });
});

describe('offeredTrialDays', () => {
  it('gives no trial days once the channel’s trial is used, so a coupon can take money off the first payment', () => {
    expect(offeredTrialDays(WEEK_TRIAL, null)).toBe(7);
    expect(offeredTrialDays(WEEK_TRIAL, USED_ON)).toBe(0);
  });
});

describe('the used-trial sentence', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ resources, lng: I18N_LANGUAGE.en, fallbackLng: 'en', ns: [...NAMESPACES], defaultNS: 'subscriptions' }));
  const sentence = (language: 'en' | 'zh') =>
    i18n.t('planCard.trialUsed', { date: formatHongKongDay(USED_ON, language), lng: I18N_LANGUAGE[language] });

  it('names the Hong Kong day in English and in Chinese', () => {
    expect(sentence('en')).toBe('Your free trial on this channel was used on 3 Dec 2026');
    expect(sentence('zh')).toBe('你已於 2026年12月3日 使用此頻道的免費試用');
  });
});
