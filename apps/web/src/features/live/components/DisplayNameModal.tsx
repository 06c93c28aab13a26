import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { displayNameSchema, LIVE_LIMITS } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';

const formSchema = z.object({ display_name: displayNameSchema });
type DisplayNameForm = z.input<typeof formSchema>;

interface DisplayNameModalProps {
  defaultName: string;
  joining: boolean;
  onJoin: (displayName: string) => void;
  onLeave: () => void;
}

/** Spec §2: the name others see in the room, asked before joining; it cannot be empty (spec §5). */
export function DisplayNameModal({ defaultName, joining, onJoin, onLeave }: DisplayNameModalProps) {
  const { t } = useTranslation('live');
  const fieldError = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DisplayNameForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { display_name: defaultName.slice(0, LIVE_LIMITS.displayNameMaxLength) },
  });

  return (
    <Modal
      opened
      onClose={onLeave}
      title={t('displayName.title')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form onSubmit={handleSubmit(({ display_name }) => onJoin(display_name))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('displayName.intro')}
          </Text>
          <TextInput
            label={t('displayName.label')}
            required
            data-autofocus
            maxLength={LIVE_LIMITS.displayNameMaxLength}
            error={fieldError(errors.display_name)}
            {...register('display_name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onLeave}>
              {t('displayName.leave')}
            </Button>
            <Button type="submit" loading={joining}>
              {t('displayName.join')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
