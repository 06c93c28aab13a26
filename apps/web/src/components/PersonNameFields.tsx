import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../i18n/useDisplayLanguage';

/** What a form hands each input: its register() props and its error text. */
type NameInputProps = Omit<TextInputProps, 'label' | 'autoComplete'> & { ref?: Ref<HTMLInputElement> };

interface PersonNameFieldsProps {
  given: NameInputProps;
  family: NameInputProps;
}

/** The given-name and family-name inputs in the order the reader writes a name: 姓氏 before 名字 in Chinese. */
export function PersonNameFields({ given, family }: PersonNameFieldsProps) {
  const { t } = useTranslation();
  const { language } = useDisplayLanguage();
  const givenInput = <TextInput label={t('fields.firstName')} autoComplete="given-name" {...given} />;
  const familyInput = <TextInput label={t('fields.lastName')} autoComplete="family-name" {...family} />;
  return language === 'zh' ? (
    <>
      {familyInput}
      {givenInput}
    </>
  ) : (
    <>
      {givenInput}
      {familyInput}
    </>
  );
}
