/**
 * The sockets of each live room on this instance, and sends that reach a room's sockets on every instance.
 * In a `@fastify/websocket` route (the socket detaches itself when it closes):
 *   app.get('/live/:id/socket', { websocket: true }, async (socket, request) => {
 *     await hub.attach(request.params.id, socket, { participantId, connectionId: randomUUID() }); … });
 */
import type { Logger } from 'pino';
import { encodeMessage, type RealtimeBus } from './realtime-bus.js';

/** The part of a `ws` WebSocket the hub uses; written out because `ws` ships no type declarations of its own. */
export interface RoomSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
  off(event: 'close' | 'pong', listener: () => void): unknown;
}

export interface RoomMember {
  participantId: string;
  connectionId: string;
}

export interface RoomHubOptions {
  bus: RealtimeBus;
  log?: Logger;
  /** Ping period; a socket that has not answered one ping by the next is terminated. */
  heartbeatMs?: number;
  /** A socket with more than this waiting to be sent is closed (1013), so a client that stops reading costs little. */
  maxBufferedBytes?: number;
}

export interface RoomHub {
  /** Resolves once broadcasts reach the socket; the returned function detaches it early (closing does it anyway). */
  attach(roomId: string, socket: RoomSocket, member: RoomMember): Promise<() => void>;
  broadcast(roomId: string, message: unknown): Promise<void>;
  /** Every socket of that participant in the room, on any instance. */
  sendTo(roomId: string, participantId: string, message: unknown): Promise<void>;
  /** Closes every socket of that participant in the room, on any instance, with this code and reason. */
  closeParticipant(roomId: string, participantId: string, code: number, reason: string): Promise<void>;
  localConnections(roomId: string): number;
  /** Rooms with a socket on this instance, the people behind those sockets (one per room) and the sockets. */
  localStats(): { rooms: number; participants: number; connections: number };
  /** Closes this instance's sockets (1001, so clients reconnect elsewhere) and lets go of the bus. */
  close(): Promise<void>;
}

interface Connection {
  socket: RoomSocket;
  member: RoomMember;
  answeredPing: boolean;
  detach: () => void;
}

interface Room {
  connections: Set<Connection>;
  /** Resolves to the unsubscribe function once the bus delivers the room's messages here. */
  subscription: Promise<() => Promise<void>>;
  released?: Promise<void>;
}

/**
 * What travels on `room:<id>`: the message already serialised once by the sender, and its addressee if any; or, with
 * `close`, the addressee's sockets are closed instead of written to.
 */
interface Envelope {
  to?: string;
  text: string;
  close?: { code: number; reason: string };
}

const OPEN = 1; // WebSocket.OPEN, in ws as in browsers
const TRY_AGAIN_LATER = 1013;
const GOING_AWAY = 1001;

export function createRoomHub({ bus, log, heartbeatMs = 20_000, maxBufferedBytes = 1024 * 1024 }: RoomHubOptions): RoomHub {
  const rooms = new Map<string, Room>();
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const room of [...rooms.values()]) {
      for (const connection of [...room.connections]) {
        if (!connection.answeredPing) {
          connection.detach();
          connection.socket.terminate();
          continue;
        }
        connection.answeredPing = false;
        connection.socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  function send(connection: Connection, text: string): void {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      log?.warn({ connectionId: connection.member.connectionId }, 'room hub: closing a socket that does not keep up');
      connection.detach();
      socket.close(TRY_AGAIN_LATER, 'too slow');
      return;
    }
    socket.send(text);
  }

  function openRoom(roomId: string): Room {
    const room: Room = {
      connections: new Set(),
      subscription: bus.subscribe(channelOf(roomId), (value) => {
        if (!isEnvelope(value)) {
          log?.warn({ roomId }, 'room hub: ignored a message that is not an envelope');
          return;
        }
        for (const connection of [...room.connections]) {
          if (value.to !== undefined && value.to !== connection.member.participantId) continue;
          if (!value.close) {
            send(connection, value.text);
            continue;
          }
          connection.detach();
          connection.socket.close(value.close.code, value.close.reason);
        }
      }),
    };
    rooms.set(roomId, room);
    return room;
  }

  function releaseRoom(roomId: string, room: Room): Promise<void> {
    if (rooms.get(roomId) === room) rooms.delete(roomId);
    room.released ??= room.subscription.then(
      (unsubscribe) => unsubscribe().catch((err: unknown) => log?.warn({ err, roomId }, 'room hub: unsubscribe failed')),
      () => undefined, // attach has already passed the failed subscription on to its caller
    );
    return room.released;
  }

  return {
    async attach(roomId, socket, member) {
      if (closed) throw new Error('room hub is closed');
      // A socket that closed while the caller was busy (checking a token, say) will not fire 'close' again.
      if (socket.readyState > OPEN) return () => undefined;
      const room = rooms.get(roomId) ?? openRoom(roomId);
      const onPong = () => {
        connection.answeredPing = true;
      };
      const connection: Connection = {
        socket,
        member,
        answeredPing: true,
        detach: () => {
          socket.off('close', connection.detach);
          socket.off('pong', onPong);
          if (room.connections.delete(connection) && room.connections.size === 0) void releaseRoom(roomId, room);
        },
      };
      socket.on('close', connection.detach);
      socket.on('pong', onPong);
      room.connections.add(connection);
      try {
        await room.subscription;
      } catch (err) {
        connection.detach();
        throw err;
      }
      return connection.detach;
    },

    async broadcast(roomId, message) {
      const envelope: Envelope = { text: encodeMessage(message) };
      await bus.publish(channelOf(roomId), envelope);
    },

    async sendTo(roomId, participantId, message) {
      const envelope: Envelope = { to: participantId, text: encodeMessage(message) };
      await bus.publish(channelOf(roomId), envelope);
    },

    async closeParticipant(roomId, participantId, code, reason) {
      const envelope: Envelope = { to: participantId, text: '', close: { code, reason } };
      await bus.publish(channelOf(roomId), envelope);
    },

    localConnections(roomId) {
      return rooms.get(roomId)?.connections.size ?? 0;
    },

    localStats() {
      let participants = 0;
      let connections = 0;
      for (const room of rooms.values()) {
        participants += new Set([...room.connections].map((connection) => connection.member.participantId)).size;
        connections += room.connections.size;
      }
      return { rooms: rooms.size, participants, connections };
    },

    async close() {
      closed = true;
      clearInterval(heartbeat);
      const open = [...rooms.entries()];
      for (const [, room] of open) {
        for (const connection of [...room.connections]) {
          connection.detach();
          connection.socket.close(GOING_AWAY, 'server shutting down');
        }
      }
      await Promise.all(open.map(([roomId, room]) => releaseRoom(roomId, room)));
    },
  };
}

function channelOf(roomId: string): string {
  return `room:${roomId}`;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { to, text, close } = value as Partial<Record<keyof Envelope, unknown>>;
  return typeof text === 'string' && (to === undefined || typeof to === 'string') && (close === undefined || isCloseOrder(close));
}

function isCloseOrder(value: unknown): value is Envelope['close'] {
  if (typeof value !== 'object' || value === null) return false;
  const { code, reason } = value as Partial<Record<'code' | 'reason', unknown>>;
  return typeof code === 'number' && typeof reason === 'string';
}
