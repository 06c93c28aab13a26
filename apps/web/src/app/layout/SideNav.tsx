import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNavItems } from './useNavItems';

export function SideNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <Stack component="nav" gap={4} aria-label={t('nav.main')}>
      {items.map(({ to, label, icon: ItemIcon, active }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          active={active}
          aria-current={active ? 'page' : undefined}
          leftSection={<ItemIcon size={20} aria-hidden />}
        />
      ))}
    </Stack>
  );
}
