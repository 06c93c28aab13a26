import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './in-process-bus.js';
import type { RealtimeBus } from './realtime-bus.js';
import { createRedisBus } from './redis-bus.js';
import { createRoomHub, type RoomHub, type RoomHubOptions, type RoomSocket } from './room-hub.js';

/** The part of the `ws` client these tests use; `ws` ships no type declarations and @types/ws is not installed. */
interface Client {
  readonly readyState: number;
  close(): void;
  terminate(): void;
  pause(): void;
  resume(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (err: Error) => void): void;
}
interface ClientConstructor {
  new (url: string, options?: { autoPong?: boolean }): Client;
  readonly OPEN: number;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: ClientConstructor };

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  app: FastifyInstance;
  hub: RoomHub;
  bus: RealtimeBus;
}

interface Participant {
  client: Client;
  messages: unknown[];
  closeCode: Promise<number>;
}

describe('room hub', () => {
  const instances: Instance[] = [];
  const clients: Client[] = [];
  const room = () => `room-${randomUUID()}`;
  let admin: Redis;

  beforeEach(async () => {
    // Fails every test, never skips one, without Redis: CI has one, and the hub's point is to work across instances.
    admin = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    admin.on('error', () => undefined); // the rejection below says it once, in the test's result
    await admin.connect().catch(() => {
      throw new Error(`Redis is not reachable at ${redisUrl}; these tests need it (CI has one)`);
    });
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.terminate();
    for (const { app, hub, bus } of instances.splice(0)) {
      await hub.close();
      await app.close();
      await bus.close();
    }
    admin?.disconnect();
  });

  /** One server instance: a Fastify app with its own hub on its own bus, as in production. */
  async function startInstance(bus: RealtimeBus, options: Omit<RoomHubOptions, 'bus'> = {}): Promise<Instance & { url: string }> {
    const app = Fastify();
    const hub = createRoomHub({ bus, ...options });
    instances.push({ app, hub, bus });
    await app.register(websocket);
    app.get<{ Params: { roomId: string }; Querystring: { participant: string } }>(
      '/rooms/:roomId',
      { websocket: true },
      async (socket, request) => {
        await hub.attach(request.params.roomId, socket, { participantId: request.query.participant, connectionId: randomUUID() });
        // Tells the client that broadcasts now reach it; not part of the hub.
        socket.send(JSON.stringify('attached'));
      },
    );
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, hub, bus, url: address.replace(/^http/, 'ws') };
  }

  async function join(
    instance: { url: string },
    roomId: string,
    participantId: string,
    options?: { autoPong?: boolean },
  ): Promise<Participant> {
    const client = new WebSocket(`${instance.url}/rooms/${roomId}?participant=${participantId}`, options);
    clients.push(client);
    const messages: unknown[] = [];
    const closeCode = new Promise<number>((resolve) => client.on('close', resolve));
    let attached: () => void = () => undefined;
    const isAttached = new Promise<void>((resolve) => (attached = resolve));
    client.on('message', (data) => {
      const message: unknown = JSON.parse(data.toString());
      if (message === 'attached') attached();
      else messages.push(message);
    });
    await new Promise<void>((resolve, reject) => {
      client.once('open', resolve);
      client.once('error', reject);
    });
    await isAttached;
    return { client, messages, closeCode };
  }

  it('delivers a broadcast from one instance to the clients of every instance, in order', async () => {
    const [a, b] = [await startInstance(createRedisBus(redisUrl)), await startInstance(createRedisBus(redisUrl))];
    const roomId = room();
    const onA = await join(a, roomId, 'p1');
    const onB = await join(b, roomId, 'p2');

    for (let n = 0; n < 100; n += 1) await a.hub.broadcast(roomId, { n });

    const expected = Array.from({ length: 100 }, (_, n) => ({ n }));
    await vi.waitFor(() => expect(onB.messages).toHaveLength(100));
    await vi.waitFor(() => expect(onA.messages).toHaveLength(100));
    expect(onA.messages).toEqual(expected);
    expect(onB.messages).toEqual(expected);
  });

  it('sends to every socket of one participant on any instance, and to nobody else', async () => {
    const [a, b] = [await startInstance(createRedisBus(redisUrl)), await startInstance(createRedisBus(redisUrl))];
    const roomId = room();
    const targetOnA = await join(a, roomId, 'target');
    const targetOnB = await join(b, roomId, 'target');
    const other = await join(a, roomId, 'other');

    await b.hub.sendTo(roomId, 'target', 'for you');
    await b.hub.broadcast(roomId, 'for all');

    await vi.waitFor(() => expect(other.messages).toEqual(['for all']));
    await vi.waitFor(() => expect(targetOnA.messages).toEqual(['for you', 'for all']));
    await vi.waitFor(() => expect(targetOnB.messages).toEqual(['for you', 'for all']));
  });

  it('closes every socket of one participant on any instance with the given code, and no one else’s', async () => {
    const [a, b] = [await startInstance(createRedisBus(redisUrl)), await startInstance(createRedisBus(redisUrl))];
    const roomId = room();
    const targetOnA = await join(a, roomId, 'target');
    const targetOnB = await join(b, roomId, 'target');
    const other = await join(b, roomId, 'other');

    await a.hub.closeParticipant(roomId, 'target', 4403, 'access ended');

    expect(await targetOnA.closeCode).toBe(4403);
    expect(await targetOnB.closeCode).toBe(4403);
    await b.hub.broadcast(roomId, 'still here');
    await vi.waitFor(() => expect(other.messages).toEqual(['still here']));
    expect(other.client.readyState).toBe(WebSocket.OPEN);
    expect(a.hub.localConnections(roomId)).toBe(0);
    expect(b.hub.localConnections(roomId)).toBe(1);
  });

  it('detaches a socket when it closes and lets go of the room when none is left', async () => {
    const a = await startInstance(createRedisBus(redisUrl));
    const roomId = room();
    const leaving = await join(a, roomId, 'p1');
    const staying = await join(a, roomId, 'p2');
    expect(a.hub.localConnections(roomId)).toBe(2);

    leaving.client.close();
    await vi.waitFor(() => expect(a.hub.localConnections(roomId)).toBe(1));
    await a.hub.broadcast(roomId, 'after');
    await vi.waitFor(() => expect(staying.messages).toEqual(['after']));
    expect(leaving.messages).toEqual([]);

    staying.client.close();
    await vi.waitFor(() => expect(a.hub.localConnections(roomId)).toBe(0));
    await vi.waitFor(async () => expect(await admin.pubsub('NUMSUB', `room:${roomId}`)).toEqual([`room:${roomId}`, 0]));
  });

  it('counts its rooms, the people in them once whatever their tabs, and its sockets, for the metrics', async () => {
    const a = await startInstance(createInProcessBus());
    const [first, second] = [room(), room()];
    await join(a, first, 'p1');
    const secondTab = await join(a, first, 'p1');
    await join(a, first, 'p2');
    await join(a, second, 'p1');
    expect(a.hub.localStats()).toEqual({ rooms: 2, participants: 3, connections: 4 });
    secondTab.client.close();
    await vi.waitFor(() => expect(a.hub.localStats()).toEqual({ rooms: 2, participants: 3, connections: 3 }));
  });

  it('leaves out a socket that closed before it was attached', async () => {
    const a = await startInstance(createInProcessBus());
    const roomId = room();
    const participant = await join(a, roomId, 'p1');
    const closedSocket = { readyState: 3 } as RoomSocket; // WebSocket.CLOSED; the hub reads nothing else of it

    await a.hub.attach(roomId, closedSocket, { participantId: 'gone', connectionId: 'c-gone' });
    await a.hub.broadcast(roomId, 'hello');

    await vi.waitFor(() => expect(participant.messages).toEqual(['hello']));
    expect(a.hub.localConnections(roomId)).toBe(1);
  });

  it('terminates a client that does not answer pings, and keeps one that does', async () => {
    const a = await startInstance(createInProcessBus(), { heartbeatMs: 50 });
    const roomId = room();
    const silent = await join(a, roomId, 'silent', { autoPong: false });
    const alive = await join(a, roomId, 'alive');

    expect(await silent.closeCode).toBe(1006);
    expect(a.hub.localConnections(roomId)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive.client.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a client that stops reading (1013) without holding up the others', async () => {
    const a = await startInstance(createInProcessBus(), { maxBufferedBytes: 64 * 1024 });
    const roomId = room();
    const slow = await join(a, roomId, 'slow');
    const fast = await join(a, roomId, 'fast');
    slow.client.pause();

    // Far more than the kernel's socket buffers hold, so the rest waits in the server's memory; the fast client
    // reads each message before the next is sent, as a client on a good connection would.
    const chunk = 'x'.repeat(256 * 1024);
    for (let n = 0; n < 64; n += 1) {
      await a.hub.broadcast(roomId, { n, chunk });
      await vi.waitFor(() => expect(fast.messages).toHaveLength(n + 1), { interval: 1 });
    }

    expect(a.hub.localConnections(roomId)).toBe(1);
    slow.client.resume();
    expect(await slow.closeCode).toBe(1013);
    expect(slow.messages.length).toBeLessThan(64);
  });

  it('closes its sockets with 1001 when it closes', async () => {
    const a = await startInstance(createInProcessBus());
    const roomId = room();
    const participant = await join(a, roomId, 'p1');

    await a.hub.close();

    expect(await participant.closeCode).toBe(1001);
    expect(a.hub.localConnections(roomId)).toBe(0);
    await expect(a.hub.attach(roomId, {} as never, { participantId: 'p2', connectionId: 'c2' })).rejects.toThrow('closed');
  });
});
