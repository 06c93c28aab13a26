import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNavItems } from './useNavItems';

export function BottomNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <Group component="nav" h="100%" grow gap={0} wrap="nowrap" aria-label={t('nav.main')}>
      {items.map(({ to, label, shortLabel, icon: ItemIcon, active }) => (
        <UnstyledButton
          key={to}
          component={Link}
          to={to}
          aria-label={label}
          aria-current={active ? 'page' : undefined}
          h="100%"
          c={active ? 'indigo' : 'dimmed'}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
        >
          <ItemIcon size={22} aria-hidden />
          <Text fz={11} lh={1.15} fw={active ? 700 : 500} c={active ? 'indigo' : 'dimmed'} ta="center" lineClamp={2}>
            {shortLabel}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
