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

const clientHello = (resend: number) => Buffer.from([22, 0xfe, 0xfd, resend]);
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
