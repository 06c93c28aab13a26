import { Event } from 'werift';
import { describe, expect, it } from 'vitest';
import { keepEarlyDtls, type EarlyDtlsTransport } from './early-dtls.js';

type DtlsState = EarlyDtlsTransport['state'];

/** werift's DTLS transport as keepEarlyDtls sees it; `start` does what werift's does: announce, then listen. */
function fakeTransport() {
  const onData = new Event<[Buffer]>();
  const received: Buffer[] = [];
  const transport = {
    state: 'new' as DtlsState,
    onStateChange: new Event<[DtlsState]>(),
    iceTransport: { connection: { onData } },
  };
  const setState = (state: DtlsState) => {
    transport.state = state;
    transport.onStateChange.execute(state);
  };
  return {
    transport,
    received,
    arrive: (data: Buffer) => onData.execute(data),
    start: () => {
      setState('connecting');
      onData.subscribe((data) => received.push(data));
    },
    setState,
  };
}

/**
 * One datagram holding one fragment of a ClientHello (RFC 6347: a 13-byte record header, then the handshake header:
 * type 1, length, message_seq, fragment_offset, fragment_length). `sending` tells one transmission from the next.
 */
function clientHelloFragment(offset: number, sending: number): Buffer {
  const body = Buffer.alloc(4, sending);
  const handshake = Buffer.alloc(12);
  handshake.writeUInt8(1, 0);
  handshake.writeUIntBE(1400, 1, 3);
  handshake.writeUInt16BE(0, 4);
  handshake.writeUIntBE(offset, 6, 3);
  handshake.writeUIntBE(body.length, 9, 3);
  const record = Buffer.alloc(13);
  record.set([22, 0xfe, 0xfd]);
  record.writeUInt16BE(12 + body.length, 11);
  return Buffer.concat([record, handshake, body]);
}
const clientHello = (sending: number) => clientHelloFragment(0, sending);
const stunRequest = Buffer.from([0, 1, 0, 0]);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepEarlyDtls', () => {
  it('hands the DTLS server the last ClientHello that came before it started', async () => {
    const fake = fakeTransport();
    keepEarlyDtls([fake.transport]);
    fake.arrive(clientHello(1));
    fake.arrive(clientHello(2));
    fake.start();
    await flush();
    expect(fake.received).toEqual([clientHello(2)]);
  });

  it('hands over every fragment of a ClientHello larger than one datagram, in order, from its latest sending only', async () => {
    const fake = fakeTransport();
    keepEarlyDtls([fake.transport]);
    // A second fragment whose first was lost is of no use: nothing is kept until a ClientHello begins.
    fake.arrive(clientHelloFragment(1200, 0));
    fake.arrive(clientHelloFragment(0, 1));
    fake.arrive(clientHelloFragment(1200, 1));
    fake.arrive(clientHelloFragment(0, 2));
    fake.arrive(clientHelloFragment(1200, 2));
    fake.start();
    await flush();
    expect(fake.received).toEqual([clientHelloFragment(0, 2), clientHelloFragment(1200, 2)]);
  });

  it('hands over nothing when no DTLS came early, and only once', async () => {
    const fake = fakeTransport();
    keepEarlyDtls([fake.transport]);
    fake.arrive(stunRequest);
    fake.start();
    fake.arrive(clientHello(3));
    await flush();
    fake.setState('connected');
    await flush();
    expect(fake.received).toEqual([clientHello(3)]);
  });

  it('drops what came early when the transport closes instead of starting', async () => {
    const fake = fakeTransport();
    keepEarlyDtls([fake.transport]);
    fake.arrive(clientHello(1));
    fake.setState('closed');
    fake.arrive(clientHello(2));
    await flush();
    expect(fake.received).toEqual([]);
    expect(fake.transport.iceTransport.connection.onData.length).toBe(0);
  });
});
