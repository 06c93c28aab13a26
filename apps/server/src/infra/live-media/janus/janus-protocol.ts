/** The parts of Janus's JSON API (https://janus.conf.meetecho.com/docs/rest.html) this client reads. */

export interface Jsep {
  type: 'offer' | 'answer';
  sdp: string;
  /** false: the SDP carries every candidate, none will be trickled (the browser waits for gathering to complete). */
  trickle?: boolean;
}

/** A plugin's answer or event body, e.g. `{ videoroom: 'joined', id: 123 }`; its fields depend on the request. */
export type PluginData = Record<string, unknown>;

export interface JanusMessage {
  janus: string;
  transaction?: string;
  session_id?: number;
  /** The handle an event is about. */
  sender?: number;
  data?: { id?: number };
  plugindata?: { plugin: string; data: PluginData };
  jsep?: Jsep;
  error?: { code: number; reason: string };
  /** Why a PeerConnection hung up (`hangup` events). */
  reason?: string;
}

/** An event Janus sends about one handle without being asked: plugin events, `webrtcup`, `hangup`, `detached`... */
export interface HandleEvent {
  janus: string;
  data?: PluginData;
  jsep?: Jsep;
  reason?: string;
}

/** An error answer of Janus or of its plugin, with Janus's numeric code (e.g. 426 "No such room", 458 "No such session"). */
export class JanusError extends Error {
  override readonly name = 'JanusError';

  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus error ${code}: ${reason}`);
  }
}

/** A plugin answer that reports a failure (`{ error_code, error }`) as the JanusError it is. */
export function pluginError(data: PluginData): JanusError | undefined {
  if (typeof data.error_code !== 'number') return undefined;
  return new JanusError(data.error_code, typeof data.error === 'string' ? data.error : 'plugin error');
}
