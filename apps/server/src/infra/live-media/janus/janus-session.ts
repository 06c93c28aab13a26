import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { type HandleEvent, JanusError, type JanusMessage, type Jsep, type PluginData, pluginError } from './janus-protocol.js';

/** A plugin handle: one PeerConnection on the Janus side, or none for a handle that only manages rooms. */
export interface JanusHandle {
  readonly id: number;
  /**
   * Sends a plugin request and resolves with the plugin's answer: its `success` for a synchronous request (create,
   * rtp_forward), or the event that follows Janus's `ack` for an asynchronous one (join, configure, start).
   */
  request(body: PluginData, jsep?: Jsep): Promise<{ data: PluginData; jsep?: Jsep }>;
  /** Events about this handle that no request waits for: plugin events, `webrtcup`, `hangup`, `detached`. */
  onEvent(listener: (event: HandleEvent) => void): void;
  /** Closes the handle and its PeerConnection. */
  detach(): Promise<void>;
}

export interface JanusSessionOptions {
  url: string;
  /** A request Janus has not answered by then is rejected. Default 15 s. */
  requestTimeoutMs?: number;
  /** Janus drops a session it has not heard from for `session_timeout` (60 s by default). Default 25 s. */
  keepaliveMs?: number;
  /** Called once when the connection closes without `close()`: every handle of the session is gone with it. */
  onLost(reason: string): void;
}

interface Pending {
  resolve(message: JanusMessage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
  /** Plugin messages: Janus's `ack` only says it got the request; the answer is the event that follows. */
  awaitsEvent: boolean;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
const DEFAULT_KEEPALIVE_MS = 25_000;
/** Closing does not wait long for Janus to confirm: it drops the session when the socket closes anyway. */
const DESTROY_TIMEOUT_MS = 1_000;

/**
 * One Janus session over one WebSocket (protocol `janus-protocol`): requests matched to answers by transaction,
 * events routed to their handle, a keepalive. When the socket closes, pending requests reject and `onLost` is called;
 * a new session is the caller's to open.
 */
export class JanusSession {
  private readonly pending = new Map<string, Pending>();
  private readonly handles = new Map<number, (event: HandleEvent) => void>();
  private readonly keepalive: NodeJS.Timeout;
  private readonly requestTimeoutMs: number;
  private closing = false;

  private constructor(
    private readonly ws: WebSocket,
    private readonly id: number,
    private readonly options: JanusSessionOptions,
  ) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.keepalive = setInterval(() => {
      this.send({ janus: 'keepalive' }, false).catch(() => undefined); // a dead socket is reported by its close event
    }, options.keepaliveMs ?? DEFAULT_KEEPALIVE_MS);
    this.keepalive.unref();
  }

  static async open(options: JanusSessionOptions): Promise<JanusSession> {
    const ws = await connect(options.url);
    // Until the session exists, the socket's messages only answer `create`.
    const created = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Janus at ${options.url} did not create a session`)), DEFAULT_REQUEST_TIMEOUT_MS);
      ws.once('message', (raw) => {
        clearTimeout(timer);
        const message = parse(raw);
        if (message?.janus === 'success' && typeof message.data?.id === 'number') resolve(message.data.id);
        else
          reject(message?.error ? new JanusError(message.error.code, message.error.reason) : new Error('Janus did not create a session'));
      });
      ws.once('close', () => reject(new Error(`the connection to Janus at ${options.url} closed`)));
    });
    ws.send(JSON.stringify({ janus: 'create', transaction: randomUUID() }));
    let sessionId: number;
    try {
      sessionId = await created;
    } catch (error) {
      ws.close();
      throw error;
    }
    ws.removeAllListeners();
    const session = new JanusSession(ws, sessionId, options);
    ws.on('message', (raw) => session.onMessage(raw));
    ws.on('close', (code) => session.onClose(`the connection to Janus at ${options.url} closed (${code})`));
    ws.on('error', () => undefined); // followed by 'close', which reports it
    return session;
  }

  async attach(plugin: string): Promise<JanusHandle> {
    const answer = await this.send({ janus: 'attach', plugin }, false);
    const handleId = answer.data?.id;
    if (typeof handleId !== 'number') throw new Error(`Janus did not attach ${plugin}`);
    const listeners: ((event: HandleEvent) => void)[] = [];
    this.handles.set(handleId, (event) => {
      for (const listener of listeners) listener(event);
    });
    return {
      id: handleId,
      request: async (body, jsep) => {
        const message = await this.send({ janus: 'message', handle_id: handleId, body, ...(jsep ? { jsep } : {}) }, true);
        const data = message.plugindata?.data ?? {};
        const error = pluginError(data);
        if (error) throw error;
        return { data, jsep: message.jsep };
      },
      onEvent: (listener) => {
        listeners.push(listener);
      },
      detach: async () => {
        if (!this.handles.delete(handleId)) return;
        await this.send({ janus: 'detach', handle_id: handleId }, false);
      },
    };
  }

  /** Destroys the session and closes the socket; `onLost` is not called. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.keepalive);
    const destroyed = this.send({ janus: 'destroy' }, false).catch(() => undefined);
    await Promise.race([destroyed, new Promise((resolve) => setTimeout(resolve, DESTROY_TIMEOUT_MS))]);
    this.ws.close();
  }

  private send(request: Record<string, unknown>, awaitsEvent: boolean): Promise<JanusMessage> {
    if (this.ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error(`the connection to Janus at ${this.options.url} is closed`));
    const transaction = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error(`Janus did not answer ${String(request.janus)} within ${this.requestTimeoutMs} ms`));
      }, this.requestTimeoutMs);
      this.pending.set(transaction, { resolve, reject, timer, awaitsEvent });
      this.ws.send(JSON.stringify({ ...request, transaction, session_id: this.id }));
    });
  }

  private onMessage(raw: WebSocket.RawData): void {
    const message = parse(raw);
    if (!message) return;
    const pending = message.transaction ? this.pending.get(message.transaction) : undefined;
    if (pending && message.transaction) {
      if (message.janus === 'ack' && pending.awaitsEvent) return;
      this.pending.delete(message.transaction);
      clearTimeout(pending.timer);
      if (message.janus === 'error') pending.reject(new JanusError(message.error?.code ?? 0, message.error?.reason ?? 'unknown error'));
      else pending.resolve(message);
      return;
    }
    if (message.janus === 'timeout') {
      // Janus dropped the session (keepalives did not reach it): its handles are gone even if the socket stays.
      this.ws.close();
      return;
    }
    if (message.sender === undefined) return;
    const handle = this.handles.get(message.sender);
    if (message.janus === 'detached') this.handles.delete(message.sender);
    handle?.({ janus: message.janus, data: message.plugindata?.data, jsep: message.jsep, reason: message.reason });
  }

  private onClose(reason: string): void {
    clearInterval(this.keepalive);
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error(reason));
    }
    this.pending.clear();
    this.handles.clear();
    if (!this.closing) this.options.onLost(reason);
    this.closing = true;
  }
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'janus-protocol');
    ws.once('open', () => resolve(ws));
    ws.once('error', (error) => reject(new Error(`cannot reach Janus at ${url}: ${error.message}`)));
  });
}

function parse(raw: WebSocket.RawData): JanusMessage | undefined {
  try {
    // Janus's own JSON; the fields read are checked where they are used.
    return JSON.parse(raw.toString()) as JanusMessage;
  } catch {
    return undefined;
  }
}
