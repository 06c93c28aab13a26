import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { inviteBodySchema } from '@platform/shared';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useInviteToChannel } from '../hooks/useChannelUserActions';

const FIELDS = ['email'] as const;

/** Spec §5: an invitation needs a valid email address. */
export function InviteForm({ channelId }: { channelId: string }) {
  const { t } = useTranslation('members');
  const fieldError = useFieldErrorText();
  const invite = useInviteToChannel(channelId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof inviteBodySchema>, unknown, z.output<typeof inviteBodySchema>>({
    resolver: zodResolver(inviteBodySchema),
    defaultValues: { email: '' },
  });

  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });

  const onSubmit = handleSubmit(({ email }) => {
    clearFormError();
    invite.mutate(email, {
      onSuccess: () => {
        reset();
        notifications.show({ color: 'green', message: t('channelUsers.invited', { email }) });
      },
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormErrorAlert message={formError} mb="sm" />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          style={{ flex: 1 }}
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Button type="submit" mt={25} loading={invite.isPending} leftSection={<IconSend size={16} aria-hidden />}>
          {t('channelUsers.invite')}
        </Button>
      </Group>
    </form>
  );
}
