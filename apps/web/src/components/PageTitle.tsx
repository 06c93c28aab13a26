import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface PageTitleProps extends Omit<TitleProps, 'order' | 'children'> {
  children: string;
}

/** The page's one level-1 heading, also named in the browser tab so history and tabs read well. */
export function PageTitle({ children, ...props }: PageTitleProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} | ${t('app.name')}`);
  return (
    <Title order={1} {...props}>
      {children}
    </Title>
  );
}
