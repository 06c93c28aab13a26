import type { ReactNode } from 'react';
import { useDisplayLanguage } from '../i18n/useDisplayLanguage';

interface PersonNameFieldsProps {
  given: ReactNode;
  family: ReactNode;
}

/** The given-name and family-name inputs in the order the reader writes a name: 姓氏 before 名字 in Chinese. */
export function PersonNameFields({ given, family }: PersonNameFieldsProps) {
  const { language } = useDisplayLanguage();
  return language === 'zh' ? (
    <>
      {family}
      {given}
    </>
  ) : (
    <>
      {given}
      {family}
    </>
  );
}
