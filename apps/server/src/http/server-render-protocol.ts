import type { DisplayLanguage } from '@platform/shared';

/** What the main thread asks of the server-render worker (server-render-worker.ts). */
export type ToRenderWorker =
  | { type: 'render'; id: number; url: string; language: DisplayLanguage; indexHtml: string }
  | { type: 'api-answer'; id: number; status: number; contentType: string | null; body: string };

/** What the server-render worker sends back. */
export type FromRenderWorker =
  | { type: 'api'; id: number; url: string }
  | { type: 'rendered'; id: number; page: { text: string; br: Uint8Array; gzip: Uint8Array } | null }
  | { type: 'failed'; id: number; message: string };

/** What the web build's server entry (apps/web/src/entry-server.tsx, built into `<dist>/ssr/`) offers. */
export interface WebServerEntry {
  startServerRendering(api: typeof fetch, language: DisplayLanguage): Promise<void>;
  renderPage(
    url: string,
    language: DisplayLanguage,
  ): Promise<{ rootHtml: string; lang: string; state: unknown; stateElementId: string } | null>;
}

export interface RenderWorkerData {
  /** The built server entry, `<dist>/ssr/entry-server.mjs`. */
  entryPath: string;
}
