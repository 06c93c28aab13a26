import { type RTCPeerConnection, type RTCPeerConnectionConfig, useAbsSendTime, useOPUS, useSdesMid, useVP8 } from 'werift';
import type { WeriftNetworkOptions } from './protocol.js';

/**
 * The werift configuration of every peer connection of the SFU, publishers and subscribers alike: the same codecs on
 * both sides mean a publisher's packets go to a subscriber as they are. VP8 only for video: every browser that sends
 * VP8 also decodes it, and recordings and restreams need one known codec. A new object each time: werift keeps and
 * changes parts of it (codec payload types) per connection.
 */
export function peerConfig(network: WeriftNetworkOptions): RTCPeerConnectionConfig {
  return {
    iceServers: network.iceServers ?? [],
    iceAdditionalHostAddresses: network.iceAdditionalHostAddresses ?? ['127.0.0.1'],
    iceInterfaceAddresses: network.iceInterfaceAddresses ?? { udp4: '127.0.0.1' },
    iceUseIpv4: network.iceUseIpv4 ?? false,
    iceUseIpv6: network.iceUseIpv6 ?? false,
    icePortRange: network.icePortRange,
    bundlePolicy: 'max-bundle',
    codecs: { audio: [useOPUS()], video: [useVP8()] },
    headerExtensions: { audio: [useSdesMid()], video: [useSdesMid(), useAbsSendTime()] },
  };
}

/**
 * werift 0.24.4's ICE agent falls back to stun.l.google.com:19302 whenever it is given no STUN server, `iceServers: []`
 * notwithstanding (ice.js: `validateAddress(stunServer) ?? ["stun.l.google.com", 19302]`). Call this once the
 * connection's transports exist (after addTransceiver or setRemoteDescription) and before setLocalDescription gathers.
 */
export function withoutFallbackStun(pc: RTCPeerConnection): void {
  const hasStun = pc.config.iceServers.some((server) => [server.urls].flat().some((url) => url.startsWith('stun:')));
  if (hasStun) return;
  for (const transport of pc.iceTransports) transport.connection.stunServer = undefined;
}
