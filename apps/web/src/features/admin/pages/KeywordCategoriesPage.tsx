import { Alert, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CATEGORIES, type Category } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useKeywordLabel, useKeywords, useSetKeywordCategory } from '../../workspaces';

const NO_CATEGORY = '';

/** Admins file keywords under the home page's category tiles, so a tile leads to the channels of its keywords. */
export function KeywordCategoriesPage() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const keywordLabel = useKeywordLabel();
  const keywords = useKeywords();
  const setCategory = useSetKeywordCategory();
  const options = [
    { value: NO_CATEGORY, label: t('keywordCategories.none') },
    ...CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
  ];

  const change = (id: string, keyword: string, value: string) =>
    setCategory.mutate(
      { id, category: value === NO_CATEGORY ? null : (value as Category) },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('keywordCategories.saved', { keyword: keywordLabel(keyword) }) }),
        onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
      },
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle>{t('keywordCategories.title')}</PageTitle>
        <Text c="dimmed">{t('keywordCategories.intro')}</Text>
      </Stack>
      {keywords.isPending && <PageLoader />}
      {keywords.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(keywords.error)}
        </Alert>
      )}
      {keywords.data && keywords.data.results.length === 0 && <Text c="dimmed">{t('keywordCategories.empty')}</Text>}
      {keywords.data && keywords.data.results.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keywordCategories.keyword')}</Table.Th>
              <Table.Th>{t('keywordCategories.category')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keywords.data.results.map((keyword) => (
              <Table.Tr key={keyword.id}>
                <Table.Td>{keywordLabel(keyword.keyword)}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('keywordCategories.categoryOf', { keyword: keywordLabel(keyword.keyword) })}
                    data={options}
                    value={keyword.category ?? NO_CATEGORY}
                    onChange={(event) => change(keyword.id, keyword.keyword, event.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
