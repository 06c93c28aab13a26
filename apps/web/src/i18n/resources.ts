import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enValidation from './locales/en/validation.json';
import zhCommon from './locales/zh-HK/common.json';
import zhErrors from './locales/zh-HK/errors.json';
import zhValidation from './locales/zh-HK/validation.json';

export const NAMESPACES = ['common', 'errors', 'validation'] as const;
export const DEFAULT_NAMESPACE = 'common';

export const resources = {
  en: { common: enCommon, errors: enErrors, validation: enValidation },
  'zh-HK': { common: zhCommon, errors: zhErrors, validation: zhValidation },
};
