import { isDtls, type RTCDtlsTransport } from 'werift';

/** What keepEarlyDtls uses of werift's DTLS transport: its state and the ICE connection under it. */
export type EarlyDtlsTransport = Pick<RTCDtlsTransport, 'state' | 'onStateChange'> & {
  iceTransport: { connection: Pick<RTCDtlsTransport['iceTransport']['connection'], 'onData'> };
};

/**
 * A browser answering our offer is the DTLS client (`a=setup:active`) and sends its ClientHello as soon as one of its
 * ICE checks is answered, which werift does before it even has the browser's answer. werift makes its DTLS server
 * only once its own side of ICE is done and drops every DTLS datagram that came before, so the handshake waited for
 * the browser to send the ClientHello again (Chromium: after 50 ms, then 100, 200...): that wait was most of the time
 * between the answer and the connection being up. This keeps the last DTLS datagram that arrived before the DTLS
 * server existed (before it, the browser sends nothing else) and hands it to the server as it starts.
 */
export function keepEarlyDtls(transports: readonly EarlyDtlsTransport[]): void {
  for (const dtls of transports) {
    const ice = dtls.iceTransport.connection;
    let early: Buffer | undefined;
    const listening = ice.onData.subscribe((data) => {
      if (dtls.state === 'new' && isDtls(data)) early = data;
    });
    const watching = dtls.onStateChange.subscribe((state) => {
      if (state === 'new') return;
      listening.unSubscribe();
      watching.unSubscribe();
      const data = early;
      early = undefined;
      // werift announces `connecting` and then, in the same synchronous run, makes the DTLS server that listens.
      if (state === 'connecting' && data) queueMicrotask(() => ice.onData.execute(data));
    });
  }
}
