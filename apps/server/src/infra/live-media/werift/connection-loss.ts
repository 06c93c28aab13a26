import type { RTCPeerConnection } from 'werift';

/**
 * Calls `onLost` once when the connection fails or closes, or when the peer hangs up. A browser that closes its peer
 * connection sends a DTLS close alert; werift reports that on the DTLS transport only, and its ICE would notice the
 * silence only when consent expires, 30 s later. Our own `pc.close()` also lands here: callers ignore it.
 */
export function watchConnectionLoss(pc: RTCPeerConnection, onLost: (reason: string) => void): void {
  let lost = false;
  const lose = (reason: string) => {
    if (lost) return;
    lost = true;
    onLost(reason);
  };
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'failed' || state === 'closed') lose(`connection ${state}`);
  });
  for (const transport of pc.dtlsTransports) {
    transport.onStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed') lose(`DTLS ${state}`);
    });
  }
}
