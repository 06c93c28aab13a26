import {
  clientLiveMessageSchema,
  LIVE_SOCKET_CLOSE_ACCESS_ENDED,
  LIVE_SOCKET_CLOSE_UNAUTHORIZED,
  LIVE_SOCKET_PATH,
} from '@platform/shared';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { optionalUser } from '../../http/current-user.js';
import type { RoomHub } from '../../infra/realtime/room-hub.js';
import type { LiveService, RoomMember } from './live.service.js';

const querySchema = z.object({ activity: z.string().uuid(), token: z.string().max(200) });

/** Whether a refusal is of a participant whose access ended, which the room tells apart from a stale token. */
const accessEnded = (error: unknown) => error instanceof AppError && error.code === 'LIVE_ACCESS_ENDED';

/**
 * The live room's one WebSocket per client (spec: signals and chat): cookie session plus the join token. Messages
 * of one socket are handled one after the other, so a sender's chat keeps its order.
 */
export const liveSocket: FastifyPluginAsync<{ live: LiveService; hub: RoomHub }> = async (app, { live, hub }) => {
  app.get(LIVE_SOCKET_PATH, { websocket: true }, (socket: WebSocket, request) => {
    // Listeners go on at once: messages sent while the join token is checked are kept, not lost.
    const early: RawData[] = [];
    let handle: ((data: RawData) => void) | null = null;
    let cleanUp: (() => void) | null = null;
    let closed = false;
    socket.on('message', (data) => (handle ? handle(data) : early.push(data)));
    socket.on('close', () => {
      closed = true;
      cleanUp?.();
    });

    void (async () => {
      const query = querySchema.safeParse(request.query);
      const actor = optionalUser(request);
      let member: RoomMember;
      try {
        if (!query.success || !actor) throw new AppError('LIVE_TOKEN_INVALID');
        member = await live.authenticate(actor, query.data.activity, query.data.token);
      } catch (error) {
        if (accessEnded(error)) socket.close(LIVE_SOCKET_CLOSE_ACCESS_ENDED, 'access ended');
        else socket.close(LIVE_SOCKET_CLOSE_UNAUTHORIZED, 'join the room first');
        return;
      }
      const connectionId = randomUUID();
      const detach = await hub.attach(live.roomOf(member.activityId), socket, { participantId: actor.id, connectionId });
      let queue = Promise.resolve();
      handle = (data) => {
        queue = queue.then(async () => {
          let parsed;
          try {
            parsed = clientLiveMessageSchema.safeParse(JSON.parse(data.toString()));
          } catch {
            parsed = null;
          }
          if (!parsed?.success) return live.refuse(member, new AppError('VALIDATION_ERROR'));
          await live.receive(member, parsed.data).catch((error: unknown) => live.refuse(member, error));
        });
      };
      await live.connected(actor, member, connectionId);
      cleanUp = () => {
        detach();
        void queue
          .then(() => live.disconnected(member, connectionId))
          .catch((error: unknown) => request.log.warn({ err: error }, 'live disconnect'));
      };
      // The socket may have closed while the join token was checked.
      if (closed) return cleanUp();
      for (const data of early.splice(0)) handle(data);
    })().catch((error: unknown) => {
      if (accessEnded(error)) return socket.close(LIVE_SOCKET_CLOSE_ACCESS_ENDED, 'access ended');
      request.log.error({ err: error }, 'the live socket failed');
      socket.close(1011, 'server error');
    });
  });
};
