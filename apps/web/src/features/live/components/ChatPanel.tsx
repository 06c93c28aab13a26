import { Stack } from '@mantine/core';
import { useLiveSession } from '../hooks/liveSession';
import { useChatSender } from '../hooks/useChatSender';
import { useHideInRoom } from '../hooks/useHideInRoom';
import { controlsRoom } from '../lib/roles';
import { ChatInput } from './ChatInput';
import { ChatMessageList } from './ChatMessageList';

/** Spec §2 chat tab: the messages with name and time, and the input below. */
export function ChatPanel() {
  const { activity, role, room, sendWhenOpen } = useLiveSession();
  const sendChat = useChatSender(sendWhenOpen);
  const hide = useHideInRoom(activity.id);
  return (
    <Stack gap={0} h="100%">
      <ChatMessageList
        messages={room.chat}
        onHide={controlsRoom(role) ? (message) => hide.mutate({ kind: 'chat', id: message.id }) : undefined}
      />
      <ChatInput onSend={sendChat} />
    </Stack>
  );
}
