import type { JoinLiveResponse } from '@platform/shared';
import { useEffect, useReducer } from 'react';
import { loadChat, saveChat } from '../lib/chat';
import { initialRoomState, roomReducer } from '../lib/roomState';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the chat is just not kept across reloads.
    return null;
  }
}

/** The room's state from the join answer on; the chat is merged with, and saved to, this tab's session storage. */
export function useRoomState(activityId: string, joined: JoinLiveResponse) {
  const [state, dispatch] = useReducer(roomReducer, undefined, () => {
    const storage = sessionStore();
    return initialRoomState(joined, storage ? loadChat(storage, activityId) : []);
  });

  useEffect(() => {
    const storage = sessionStore();
    if (storage) saveChat(storage, activityId, state.chat);
  }, [activityId, state.chat]);

  return [state, dispatch] as const;
}
