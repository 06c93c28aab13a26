import type { MediaBackend } from '../media-backend.js';

/** Same shape as the browser's RTCIceServer. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/**
 * How the SFU's ICE agent finds and offers addresses. Every field has a default, and the defaults make a loopback-only
 * SFU (sockets bound to 127.0.0.1, only 127.0.0.1 offered): enough for a browser on the same machine and for tests.
 * For browsers elsewhere: `iceUseIpv4: true`, `iceInterfaceAddresses: {}` (bind every interface) or the interface's
 * address, the public address in `iceAdditionalHostAddresses`, a TURN server in `iceServers`, and `icePortRange`
 * matching the firewall.
 */
export interface WeriftNetworkOptions {
  /** Default `[]`: werift's own default is a public Google STUN server, which must never be contacted unasked. */
  iceServers?: IceServer[];
  /** Addresses offered as host candidates even though werift skips them by default (loopback). Default `['127.0.0.1']`. */
  iceAdditionalHostAddresses?: string[];
  /** Addresses the ICE sockets bind to. Default `{ udp4: '127.0.0.1' }`; `{}` binds every interface. */
  iceInterfaceAddresses?: { udp4?: string; udp6?: string };
  /** Offer the machine's own interface addresses as host candidates. Default false (loopback only). */
  iceUseIpv4?: boolean;
  iceUseIpv6?: boolean;
  /** UDP ports for ICE, inclusive; minimum and maximum must differ. Default: any port the OS gives. */
  icePortRange?: [number, number];
}

/** The calls the worker answers: the backend's methods, less the ones the main thread handles itself. */
export type EngineCalls = Omit<MediaBackend, 'engine' | 'onFeedEnded' | 'busy' | 'close'>;
export type CallName = keyof EngineCalls;

export interface CallRequest<K extends CallName = CallName> {
  id: number;
  method: K;
  args: Parameters<EngineCalls[K]>;
}

export type WorkerMessage =
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: { name: string; message: string } }
  | { type: 'feedEnded'; feedId: string }
  /** pino loggers cannot cross threads: the worker sends its log lines to the main thread's logger. */
  | { type: 'log'; level: 'debug' | 'info' | 'warn' | 'error'; message: string; context: Record<string, unknown> };
