import { Button, Group } from '@mantine/core';
import { IconBadgeCc, IconBadgeCcFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The player's CC button: a toggle (aria-pressed) that screen readers announce as on or off. */
export function CaptionsButton({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation('videos');
  const Icon = on ? IconBadgeCcFilled : IconBadgeCc;
  return (
    <Group justify="flex-end">
      <Button
        size="compact-sm"
        variant={on ? 'filled' : 'default'}
        leftSection={<Icon size={18} aria-hidden />}
        aria-pressed={on}
        title={t('captions.hint')}
        onClick={onToggle}
      >
        {t('captions.button')}
      </Button>
    </Group>
  );
}
