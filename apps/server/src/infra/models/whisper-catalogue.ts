import path from 'node:path';

/** A whisper.cpp ggml model as whisper.cpp's own models/download-ggml-model.sh fetches it. */
export interface PublishedModel {
  size: WhisperSize;
  file: string;
  url: string;
  /** Of the whole file; a download that does not match is refused. */
  sha256: string;
}

/**
 * Multilingual sizes only: Cantonese, Mandarin and Japanese need them (the *.en models are English-only). Best first:
 * with several in DATA_DIR/models/, the server takes the first of this order that is there.
 */
export const WHISPER_SIZES = ['large-v3', 'large-v3-turbo', 'medium', 'small', 'base', 'tiny'] as const;
export type WhisperSize = (typeof WHISPER_SIZES)[number];

/** Where download-ggml-model.sh fetches from (`src` and `pfx` in whisper.cpp's models/ folder). */
const PUBLISHED_AT = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/**
 * SHA-256 of each file as published. whisper.cpp's models/README.md lists SHA-1 only; these are the values that several
 * independent projects pin for the same URLs (Nix fetchurl hashes, which fail a build on any mismatch, and download
 * manifests), all agreeing. A file replaced upstream is refused until this list is updated.
 */
const SHA256: Record<WhisperSize, string> = {
  'large-v3': '64d182b440b98d5203c4f9bd541544d84c605196c4f7b845dfa11fb23594d1e2',
  'large-v3-turbo': '1fc70f774d38eb169993ac391eea357ef47c88757ef72ee5943879b7e8e2bc69',
  medium: '6c14d5adee5f86394037b4e4e8b59f1673b6cee10e3cf0b11bbdbee79c156208',
  small: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b',
  base: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe',
  tiny: 'be07e048e1e599ad46341c8d2a135645097a538221678b7acdd1b1919c6e1b21',
};

export function isWhisperSize(value: string): value is WhisperSize {
  return (WHISPER_SIZES as readonly string[]).includes(value);
}

export function publishedModel(size: WhisperSize): PublishedModel {
  const file = `ggml-${size}.bin`;
  return { size, file, url: `${PUBLISHED_AT}/${file}`, sha256: SHA256[size] };
}

/** Where `npm run models` keeps models: DATA_DIR/models/. */
export function modelsDir(dataDir: string): string {
  return path.join(dataDir, 'models');
}
