import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../i18n/withNamespaces';
import { SEARCH_NAMESPACES } from './searchNamespaces';

// The search and its spoken-word results are not part of any page's first paint: fetched when first wanted.
const SearchModal = lazy(() =>
  withNamespaces(import('./SearchModal'), SEARCH_NAMESPACES).then((module) => ({ default: module.SearchModal })),
);

export function SearchButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // Set as the pointer or focus nears the button, so the modal's code is usually in by the click.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          open();
        }}
        aria-label={t('search.open')}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SearchModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
