import { z } from 'zod';
import { DISPLAY_LANGUAGES, WORKSPACE_LANGUAGES } from '../common/constants.js';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/locale: what the server knows of where the visitor is, to pick the display language. */
export const localeResponseSchema = z.object({
  country: z.string().nullable(),
  language: z.enum(DISPLAY_LANGUAGES),
});

export const BRANDS = ['chunks', 'metro'] as const;
export type Brand = (typeof BRANDS)[number];
/** Each brand's name as its logo spells it; names are the same in every language. */
export const BRAND_NAMES: Record<Brand, string> = { chunks: 'Chunks.AI', metro: 'Metro × Chunks' };
/** The metro variant hides the search icon (spec §1). */
export const BRANDS_WITHOUT_SEARCH: readonly Brand[] = ['metro'];

/** GET /api/config: settings the web app needs before it renders. */
export const publicConfigSchema = z.object({
  /** Single-channel mode: the fixed channel's id or slug; null in full mode. */
  single_channel: z.string().nullable(),
  /** Channels (ids or slugs, lower case) whose video list is open to guests (spec §2 /channel/videos). */
  guest_video_channels: z.array(z.string()),
  brand: z.enum(BRANDS),
  /** Which payments go to a sandbox and are not real (no Stripe keys, no carrier gateway): admins are told so. */
  payment_sandbox: z.object({ card: z.boolean(), carrier: z.boolean() }),
  /**
   * The spoken languages this server's engines can transcribe: a recording in another one is cut at pauses and scene
   * changes without a transcript, which the host is told before uploading or going live.
   */
  transcribed_languages: z.array(z.enum(WORKSPACE_LANGUAGES)),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/admin/transcription: for each spoken language, the engine and model that transcribe it (null: none). */
export const transcriptionEnginesSchema = z.object({
  languages: z.array(
    z.object({
      language: z.enum(WORKSPACE_LANGUAGES),
      /** `whisper`, `pocketsphinx`, ...; null: recordings in it get chunks from pauses and scene changes, no transcript. */
      engine: z.string().nullable(),
      /** The model's file or folder name (never its full path); null when there is no engine. */
      model: z.string().nullable(),
    }),
  ),
});
export type TranscriptionEngines = z.infer<typeof transcriptionEnginesSchema>;
