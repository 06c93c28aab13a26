import { Stack } from '@mantine/core';
import { useLiveSession } from '../hooks/liveSession';
import { useChatSender } from '../hooks/useChatSender';
import { ChatInput } from './ChatInput';
import { ChatMessageList } from './ChatMessageList';

/** Spec §2 chat tab: the messages with name and time, and the input below. */
export function ChatPanel() {
  const { room, send } = useLiveSession();
  const sendChat = useChatSender(send);
  return (
    <Stack gap={0} h="100%">
      <ChatMessageList messages={room.chat} />
      <ChatInput onSend={sendChat} />
    </Stack>
  );
}
