import type { JoinLiveResponse } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { joinLive, liveMedia, type LiveMedia } from '../api';
import { JoinOffers } from '../lib/joinOffers';

/** A joined room: the join's answer, the media calls with its token, and its offers being answered. */
export interface JoinedRoom {
  answer: JoinLiveResponse;
  media: LiveMedia;
  offers: JoinOffers<RTCPeerConnection>;
}

/** The join call; null for a guest (204). The offers it brings are answered before the room renders. */
export function useJoinLive(activityId: string) {
  return useMutation({
    mutationFn: async (body: { sessionId: string; display_name: string }): Promise<JoinedRoom | null> => {
      const answer = await joinLive(activityId, body);
      if (!answer) return null;
      const media = liveMedia(activityId, answer.token);
      const offers = await JoinOffers.answer(answer.offers, () => new RTCPeerConnection({ iceServers: answer.ice_servers }), media.answer);
      return { answer, media, offers };
    },
  });
}
