import type { Activity, ClientLiveMessage, Participant, ParticipantRole } from '@platform/shared';
import { createContext, useContext } from 'react';
import type { LiveMedia } from '../api';
import type { JoinOffers } from '../lib/joinOffers';
import type { RoomAction, RoomState } from '../lib/roomState';

/**
 * What a media connection needs: the room's calls, the join's offers being answered, the ICE servers, and the
 * socket's reconnection count.
 */
export interface MediaLink {
  media: LiveMedia;
  offers: JoinOffers<RTCPeerConnection>;
  iceServers: RTCIceServer[];
  /** Grows each time the socket (re)opens: connections that did not survive a drop are made again. */
  generation: number;
}

/** What every part of a joined room needs: who I am in it, its media calls and its socket. */
export interface LiveSession extends MediaLink {
  activity: Activity;
  self: Participant;
  /** My role now (the host may promote or demote me). */
  role: ParticipantRole;
  /** False while the socket is down (the message is not sent). */
  send: (message: ClientLiveMessage) => boolean;
  /** For what a person typed: waits a few seconds for a socket that is opening; false if it did not open. */
  sendWhenOpen: (message: ClientLiveMessage) => Promise<boolean>;
  connected: boolean;
  room: RoomState;
  dispatch: (action: RoomAction) => void;
}

export const LiveSessionContext = createContext<LiveSession | null>(null);

export function useLiveSession(): LiveSession {
  const session = useContext(LiveSessionContext);
  if (!session) throw new Error('useLiveSession outside a joined live room');
  return session;
}
