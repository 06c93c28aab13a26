import { LIVE_LIMITS, type ClientLiveMessage } from '@platform/shared';
import { useCallback, useRef } from 'react';
import { nextChatSlot } from '../lib/chat';
import { sleep } from '../lib/retry';

/** Sends chat messages, spacing quick ones out so the server does not refuse them; false when the socket stayed down. */
export function useChatSender(send: (message: ClientLiveMessage) => Promise<boolean>) {
  const lastSlot = useRef<number | null>(null);
  return useCallback(
    async (text: string) => {
      const now = Date.now();
      const slot = nextChatSlot(lastSlot.current, now, LIVE_LIMITS.chatMinIntervalMs);
      // Taken before waiting, so a third quick message queues behind the second.
      lastSlot.current = slot;
      if (slot > now) await sleep(slot - now);
      return send({ type: 'chat-message', text });
    },
    [send],
  );
}
