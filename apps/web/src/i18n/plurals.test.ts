import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18N_LANGUAGE } from './languages';
import { NAMESPACES, resources } from './resources';

/** Counted words go through i18next's plural forms: "1 day of 10 days", never "1 days". */
describe('plural forms of achievement progress', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ resources, lng: I18N_LANGUAGE.en, fallbackLng: 'en', ns: [...NAMESPACES], defaultNS: 'community' }));
  const unit = (id: string, count: number, lng: string = I18N_LANGUAGE.en) => i18n.t(`achievements.${id}.unit`, { count, lng });
  const progress = (id: string, value: number, target: number) =>
    i18n.t('achievements.progress', { progress: unit(id, value), target: unit(id, target) });

  it('writes one day and one view in the singular, and other counts in the plural', () => {
    expect(progress('CONSECUTIVE_LOGINS', 1, 10)).toBe('1 day of 10 days');
    expect(progress('CONSECUTIVE_LOGINS', 0, 10)).toBe('0 days of 10 days');
    expect(progress('VIEW_COUNT', 1, 20)).toBe('1 view of 20 views');
    expect(progress('VIEW_COUNT', 2, 20)).toBe('2 views of 20 views');
  });

  it('counts in Chinese without plural forms', () => {
    expect(unit('CONSECUTIVE_LOGINS', 1, I18N_LANGUAGE.zh)).toBe('1 日');
    expect(unit('CONSECUTIVE_LOGINS', 10, I18N_LANGUAGE.zh)).toBe('10 日');
  });
});
