import { clientLiveMessageSchema, type ClientLiveMessage, type ServerLiveMessage } from '@platform/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { liveSocketUrl, parseServerMessage, reconnectDelayMs, refusalOf, type SocketRefusal } from '../lib/socket';
import { createSocketOpening, SEND_WAIT_FOR_SOCKET_MS } from '../lib/socketOpening';

interface LiveSocketOptions {
  activityId: string;
  token: string;
  onMessage: (message: ServerLiveMessage) => void;
  /** Called on every (re)connection: what happened while the socket was down is fetched again. */
  onOpen: () => void;
}

/**
 * The room's WebSocket, dialled again with backoff whenever it drops, until the room is left or the server refuses
 * the join token (`refusal`: stale, or the participant's access to the channel ended).
 */
export function useLiveSocket({ activityId, token, onMessage, onOpen }: LiveSocketOptions) {
  const [connected, setConnected] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [refusal, setRefusal] = useState<SocketRefusal | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const [opening] = useState(createSocketOpening);
  const handleMessage = useEffectEvent(onMessage);
  const handleOpen = useEffectEvent(onOpen);

  useEffect(() => {
    // Left the room, or refused by the server: either way, no more dialling.
    let done = false;
    let attempt = 0;
    let timer: number | undefined;
    let socket: WebSocket | null = null;

    const connect = () => {
      window.clearTimeout(timer);
      const current = new WebSocket(liveSocketUrl(window.location, activityId, token));
      socket = current;
      socketRef.current = current;
      current.onopen = () => {
        attempt = 0;
        opening.opened();
        setConnected(true);
        setGeneration((value) => value + 1);
        handleOpen();
      };
      current.onmessage = (event: MessageEvent) => {
        const message = parseServerMessage(event.data);
        if (message) handleMessage(message);
      };
      current.onclose = (event: CloseEvent) => {
        if (done || socket !== current) return;
        setConnected(false);
        socketRef.current = null;
        const refused = refusalOf(event.code);
        if (refused) {
          done = true;
          opening.abandon();
          setRefusal(refused);
          return;
        }
        timer = window.setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      };
    };
    // A socket can stay half-open long after the network went; drop it at once, and dial as soon as it is back.
    const onOffline = () => socket?.close();
    const onOnline = () => {
      if (!done && (!socket || socket.readyState === WebSocket.CLOSED)) connect();
    };

    connect();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      done = true;
      opening.abandon();
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      socket?.close();
      socketRef.current = null;
      setConnected(false);
    };
  }, [activityId, token, opening]);

  /** False when the socket is down: the caller tells the user instead of losing the message silently. */
  const send = useCallback((message: ClientLiveMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(clientLiveMessageSchema.parse(message)));
    return true;
  }, []);

  /** What a person typed: sent once the socket is open, if it opens soon; false when it did not. */
  const sendWhenOpen = useCallback(
    async (message: ClientLiveMessage): Promise<boolean> => {
      if (send(message)) return true;
      return (await opening.wait(SEND_WAIT_FOR_SOCKET_MS)) && send(message);
    },
    [send, opening],
  );

  return { connected, generation, refusal, send, sendWhenOpen };
}
