import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchModal } from './SearchModal';

export function SearchButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t('search.open')}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      <SearchModal opened={opened} onClose={close} />
    </>
  );
}
