import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorEnter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useOpenRooms } from '../hooks/useOpenRooms';
import { livePath } from '../../../app/paths';

/** Spec §2 waiting-room dialog of /webinar/manage: up to 5 of the channel's live or pending-live webinars to enter. */
export function WaitingRoomsButton({ workspaceId }: { workspaceId: string | null }) {
  const { t } = useTranslation('live');
  const apiErrorText = useApiErrorText();
  const [opened, { open, close }] = useDisclosure(false);
  const rooms = useOpenRooms(workspaceId, opened);

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDoorEnter size={16} aria-hidden />}
        onClick={open}
        disabled={workspaceId === null}
        aria-haspopup="dialog"
      >
        {t('waitingRooms.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('waitingRooms.title')} centered>
        {rooms.isPending && <PageLoader />}
        {rooms.isError && (
          <Alert color="red" variant="light">
            {apiErrorText(rooms.error)}
          </Alert>
        )}
        {rooms.data?.results.length === 0 && <Text c="dimmed">{t('waitingRooms.empty')}</Text>}
        {rooms.data && rooms.data.results.length > 0 && (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {rooms.data.results.map((webinar) => (
              <Group component="li" key={webinar.id} justify="space-between" wrap="nowrap">
                <Stack gap={2} miw={0}>
                  <Text fw={600} truncate>
                    {webinar.title.en}
                  </Text>
                  <Badge size="sm" variant="light" color={webinar.status === 'LIVE' ? 'red' : 'indigo'}>
                    {webinar.status === 'LIVE' ? t('header.live') : t('header.waiting')}
                  </Badge>
                </Stack>
                <Button
                  component={Link}
                  to={livePath(webinar.id)}
                  size="xs"
                  aria-label={t('waitingRooms.enterNamed', { title: webinar.title.en })}
                >
                  {t('waitingRooms.enter')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Modal>
    </>
  );
}
