import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaConnection, SignallingPeer } from '../lib/peer';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'failed';

/**
 * Keeps one media connection (a published feed or a subscription) up while `open` is given: made again when it fails
 * or when the socket comes back while it is down, given back to the server when it is no longer wanted.
 */
export function useMediaConnection<P extends SignallingPeer, C extends MediaConnection<P>>(
  open: ((signal: AbortSignal) => Promise<C>) | null,
  generation: number,
) {
  const [state, setState] = useState<ConnectionState>('idle');
  const [connection, setConnection] = useState<C | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<{ state: ConnectionState; pc: P | null }>({ state: 'idle', pc: null });
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    if (!open) return undefined;
    const abort = new AbortController();
    let made: C | null = null;
    const mark = (next: ConnectionState, pc: P | null) => {
      current.current = { state: next, pc };
      setState(next);
    };
    const onChange = () => {
      if (made?.pc.connectionState === 'failed') retry();
    };
    mark('connecting', null);
    setError(null);
    open(abort.signal).then(
      (connection) => {
        if (abort.signal.aborted) {
          connection.pc.close();
          void connection.release().catch(() => undefined);
          return;
        }
        made = connection;
        connection.pc.addEventListener('connectionstatechange', onChange);
        setConnection(connection);
        mark('connected', connection.pc);
      },
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(failure);
        mark('failed', null);
      },
    );
    return () => {
      abort.abort();
      current.current = { state: 'idle', pc: null };
      setConnection(null);
      setState('idle');
      if (made) {
        made.pc.removeEventListener('connectionstatechange', onChange);
        made.pc.close();
        // The server ends it anyway when the connection drops; telling it frees the feed for everyone at once.
        void made.release().catch(() => undefined);
      }
    };
  }, [open, attempt, retry]);

  // After the socket comes back, whatever did not survive the drop is made again; what did is left alone.
  useEffect(() => {
    const { state: now, pc } = current.current;
    if (now === 'failed' || (now === 'connected' && pc?.connectionState !== 'connected')) retry();
  }, [generation, retry]);

  return { state, connection, error, retry };
}
