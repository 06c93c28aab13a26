import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PageNavProps {
  total: number;
  page: number;
  onChange: (page: number) => void;
}

/** Page numbers with spec §9's shape (2 edge pages, 3 around the current one); hidden when there is one page. */
export function PageNav({ total, page, onChange }: PageNavProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Center>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        boundaries={2}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      />
    </Center>
  );
}
