import { isDtls, type RTCDtlsTransport } from 'werift';

/** What keepEarlyDtls uses of werift's DTLS transport: its state and the ICE connection under it. */
export type EarlyDtlsTransport = Pick<RTCDtlsTransport, 'state' | 'onStateChange'> & {
  iceTransport: { connection: Pick<RTCDtlsTransport['iceTransport']['connection'], 'onData'> };
};

/** DTLS record header, then the handshake header's type, length and message_seq before its fragment offset (RFC 6347 §4.1, §4.2.2). */
const FRAGMENT_OFFSET_AT = 13 + 1 + 3 + 2;
const HANDSHAKE_RECORD = 22;
/** More datagrams than any ClientHello needs: the bound only keeps a misbehaving peer from filling memory. */
const MAX_EARLY_DATAGRAMS = 8;

/** Whether the datagram begins a handshake message: its first record holds the fragment at offset 0. */
function beginsHandshakeMessage(datagram: Buffer): boolean {
  return datagram.length >= FRAGMENT_OFFSET_AT + 3 && datagram[0] === HANDSHAKE_RECORD && datagram.readUIntBE(FRAGMENT_OFFSET_AT, 3) === 0;
}

/**
 * A browser answering our offer is the DTLS client (`a=setup:active`) and sends its ClientHello as soon as one of its
 * ICE checks is answered, which werift does before it even has the browser's answer. werift makes its DTLS server
 * only once its own side of ICE is done and drops every DTLS datagram that came before, so the handshake waited for
 * the browser to send the ClientHello again (Chromium: after 50 ms, then 100, 200...): that wait was most of the time
 * between the answer and the connection being up. This keeps the DTLS that arrived before the DTLS server existed
 * (before it, the browser sends nothing else) and hands it to the server as it starts. That is every datagram of the
 * latest ClientHello sent: Chromium's, with a post-quantum key share, is larger than one datagram and comes in two
 * fragments, and the second alone was of no use to the server.
 */
export function keepEarlyDtls(transports: readonly EarlyDtlsTransport[]): void {
  for (const dtls of transports) {
    const ice = dtls.iceTransport.connection;
    let early: Buffer[] = [];
    const listening = ice.onData.subscribe((data) => {
      if (dtls.state !== 'new' || !isDtls(data)) return;
      // A ClientHello sent again starts over: handing the server both copies would have it answer twice.
      if (beginsHandshakeMessage(data)) early = [data];
      else if (early.length > 0 && early.length < MAX_EARLY_DATAGRAMS) early.push(data);
    });
    const watching = dtls.onStateChange.subscribe((state) => {
      if (state === 'new') return;
      listening.unSubscribe();
      watching.unSubscribe();
      const datagrams = early;
      early = [];
      // werift announces `connecting` and then, in the same synchronous run, makes the DTLS server that listens.
      if (state === 'connecting' && datagrams.length > 0) queueMicrotask(() => datagrams.forEach((data) => ice.onData.execute(data)));
    });
  }
}
