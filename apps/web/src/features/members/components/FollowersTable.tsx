import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { channelUserSchema } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useRemoveChannelUser } from '../hooks/useChannelUserActions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StackedTable } from '../../../components/StackedTable';
import { useLastPresent } from '../../../lib/useLastPresent';

type ChannelUser = z.infer<typeof channelUserSchema>;

/** Spec §2 /channel/users: followers with email and display name, each with a remove button. */
export function FollowersTable({ channelId, users }: { channelId: string; users: ChannelUser[] }) {
  const { t } = useTranslation('members');
  const { language } = useDisplayLanguage();
  const remove = useRemoveChannelUser(channelId);
  // Asked once more: the row is gone at once, and only the person can follow again.
  const [toRemove, setToRemove] = useState<ChannelUser['user'] | null>(null);
  const shown = useLastPresent(toRemove);
  return (
    <>
      <StackedTable>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('fields.displayName')}</Table.Th>
            <Table.Th>{t('channelUsers.since')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('channelUsers.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map(({ user, created_on }) => (
            <Table.Tr key={user.id} data-testid="follower-row">
              <Table.Td data-label={t('fields.email')} style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Table.Td>
              <Table.Td data-label={t('fields.displayName')}>{user.display_name || <Text c="dimmed">—</Text>}</Table.Td>
              <Table.Td data-label={t('channelUsers.since')} style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(created_on, language)}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  loading={remove.isPending && remove.variables === user.id}
                  aria-haspopup="dialog"
                  onClick={() => setToRemove(user)}
                  aria-label={t('channelUsers.removeUser', { email: user.email })}
                >
                  {t('channelUsers.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <ConfirmDialog
        opened={toRemove !== null}
        onClose={() => setToRemove(null)}
        title={t('channelUsers.removeTitle')}
        confirmLabel={t('channelUsers.remove')}
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove.id);
          setToRemove(null);
        }}
      >
        {t('channelUsers.removeBody', { email: shown?.email ?? '' })}
      </ConfirmDialog>
    </>
  );
}
