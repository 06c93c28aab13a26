import { createHmac } from 'node:crypto';
import { JanusError } from './janus-protocol.js';
import type { Link } from './janus-link.js';
import type { JanusRegistry, Room } from './janus-registry.js';

/** Camera and screen of the host and of every speaker; Janus's default (3) is too few. */
const MAX_PUBLISHERS = 100;

/**
 * A live room's Janus room: a number below 2^48 (Janus takes integers; JSON keeps them exact below 2^53) and the
 * secret that destroys it, both derived from the server's secret and the room's id.
 */
export function janusRoomOf(serverSecret: string, roomId: string): { janusRoom: number; secret: string } {
  const digest = createHmac('sha256', serverSecret).update(`janus-room:${roomId}`).digest();
  return { janusRoom: digest.readUIntBE(0, 6), secret: digest.subarray(6, 22).toString('hex') };
}

interface Deps {
  registry: JanusRegistry;
  connect: () => Promise<Link>;
  serverSecret: string;
  /** Janus's videoroom `admin_key`, when its config sets one. */
  withAdminKey: { admin_key?: string };
}

/** Each live room's Janus VideoRoom: made, or found again after a reconnect or a restart, and destroyed. */
export function createJanusRooms({ registry, connect, serverSecret, withAdminKey }: Deps) {
  const { rooms } = registry;
  const openings = new Map<string, Promise<void>>();

  const ensureRoom = async (roomId: string): Promise<void> => {
    const link = await connect();
    const known = rooms.get(roomId);
    if (known?.link === link) return;
    // Janus keeps a room when only the socket dropped or when this server restarted, and loses it when Janus
    // restarted: the derived room number finds it either way.
    const { janusRoom, secret } = janusRoomOf(serverSecret, roomId);
    const { data: found } = await link.manager.request({ request: 'exists', room: janusRoom });
    if (found.exists !== true) {
      await link.manager
        .request({
          request: 'create',
          ...withAdminKey,
          room: janusRoom,
          secret,
          description: `live ${roomId}`,
          publishers: MAX_PUBLISHERS,
          is_private: true,
          permanent: false,
          audiocodec: 'opus',
          // Browsers all send VP8; H.264 only for a publisher that offers nothing else.
          videocodec: 'vp8,h264',
          // A keyframe every 3 s, like werift: late viewers and a starting ffmpeg wait no longer than that.
          fir_freq: 3,
        })
        .catch((error: unknown) => {
          // 427: another instance serving the same live made it between our question and our create.
          if (!(error instanceof JanusError && error.code === 427)) throw error;
        });
    }
    rooms.set(roomId, { janusRoom, secret, link, feeds: known?.feeds ?? new Set() });
  };

  return {
    openRoom: (roomId: string): Promise<void> => {
      const opening =
        openings.get(roomId) ??
        ensureRoom(roomId).finally(() => {
          openings.delete(roomId);
        });
      openings.set(roomId, opening);
      return opening;
    },

    // A room this process never opened is destroyed too: one left by the process before a restart.
    closeRoom: async (roomId: string): Promise<void> => {
      const room = rooms.get(roomId);
      rooms.delete(roomId);
      if (room) await Promise.all([...room.feeds].map((feedId) => registry.endFeed(feedId)));
      const { janusRoom, secret } = janusRoomOf(serverSecret, roomId);
      const link = await connect();
      await link.manager.request({ request: 'destroy', room: janusRoom, secret, permanent: false }).catch((error: unknown) => {
        // 426: Janus has no such room (it restarted, or the room was never made); gone either way.
        if (!(error instanceof JanusError && error.code === 426)) throw error;
      });
    },

    /** The room as opened on the link in use: one opened on a lost link must be opened again first. */
    openedRoom: async (roomId: string): Promise<{ room: Room; link: Link }> => {
      const room = rooms.get(roomId);
      const link = await connect();
      if (!room || room.link !== link) throw new Error(`room ${roomId} is not open`);
      return { room, link };
    },
  };
}

export type JanusRooms = ReturnType<typeof createJanusRooms>;
