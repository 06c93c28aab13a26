import { Tabs } from '@mantine/core';
import { IconMessage, IconMessageQuestion, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../hooks/liveSession';
import { isPublisher } from '../lib/roles';
import { ChatPanel } from './ChatPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import { QuestionsPanel } from './QuestionsPanel';

type PanelTab = 'chat' | 'qa' | 'participants';
const PANEL_TABS: readonly PanelTab[] = ['chat', 'qa', 'participants'];

/** Spec §2 side panel: Participants (hosts, speakers and admins only) and Chat tabs, and Q&A beside the chat (issue 31). */
export function SidePanel() {
  const { t } = useTranslation('live');
  const { role } = useLiveSession();
  const [tab, setTab] = useState<PanelTab>('chat');
  const showParticipants = isPublisher(role);
  const active = showParticipants || tab !== 'participants' ? tab : 'chat';
  return (
    <Tabs
      value={active}
      onChange={(value) => setTab(PANEL_TABS.find((known) => known === value) ?? 'chat')}
      keepMounted={false}
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Tabs.List grow>
        {showParticipants && (
          <Tabs.Tab value="participants" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('panel.participants')}
          </Tabs.Tab>
        )}
        <Tabs.Tab value="chat" leftSection={<IconMessage size={16} aria-hidden />}>
          {t('panel.chat')}
        </Tabs.Tab>
        <Tabs.Tab value="qa" leftSection={<IconMessageQuestion size={16} aria-hidden />}>
          {t('panel.qa')}
        </Tabs.Tab>
      </Tabs.List>
      {showParticipants && (
        <Tabs.Panel value="participants" flex={1} mih={0}>
          <ParticipantsPanel />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="chat" flex={1} mih={0}>
        <ChatPanel />
      </Tabs.Panel>
      <Tabs.Panel value="qa" flex={1} mih={0}>
        <QuestionsPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
