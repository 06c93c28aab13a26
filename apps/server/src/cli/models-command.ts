import fs from 'node:fs';
import path from 'node:path';
import { downloadModel, ModelDownloadError, sha256Of } from '../infra/models/download-model.js';
import {
  isWhisperSize,
  modelsDir,
  publishedModel,
  WHISPER_SIZES,
  type PublishedModel,
  type WhisperSize,
} from '../infra/models/whisper-catalogue.js';

export interface ModelsCommandDeps {
  dataDir: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Tests point this at a local stand-in; by default the published files. */
  catalogue?: (size: WhisperSize) => PublishedModel;
  fetch?: typeof fetch;
}

const USAGE = `usage: npm run models -- whisper <size>   (sizes: ${WHISPER_SIZES.join(', ')})`;

/** `npm run models -- whisper <size>`: answers the process's exit code. */
export async function runModelsCommand(args: readonly string[], deps: ModelsCommandDeps): Promise<number> {
  const [kind, size] = args;
  if (kind !== 'whisper' || !size || !isWhisperSize(size) || args.length > 2) {
    deps.err(USAGE);
    return 2;
  }
  const model = (deps.catalogue ?? publishedModel)(size);
  const target = path.join(modelsDir(deps.dataDir), model.file);
  if (fs.existsSync(target) && (await sha256Of(target)) === model.sha256) {
    deps.out(`${target} is already there, and its SHA-256 matches.`);
  } else {
    deps.err(`Downloading ${model.url}\n  to ${target}\n  SHA-256 expected: ${model.sha256}`);
    let shown = -1;
    try {
      const { resumedFrom } = await downloadModel(
        { url: model.url, sha256: model.sha256, target },
        {
          fetch: deps.fetch,
          onProgress: ({ receivedBytes, totalBytes }) => {
            if (!totalBytes) return;
            const tenth = Math.floor((receivedBytes / totalBytes) * 10);
            if (tenth === shown) return;
            shown = tenth;
            deps.err(`  ${tenth * 10}% of ${(totalBytes / 1024 / 1024).toFixed(0)} MiB`);
          },
        },
      );
      if (resumedFrom > 0) deps.err(`  (resumed from byte ${resumedFrom})`);
    } catch (error) {
      if (!(error instanceof ModelDownloadError)) throw error;
      deps.err(`Not stored: ${error.message}`);
      return 1;
    }
    deps.out(`Stored ${target}; its SHA-256 matches the published one.`);
  }
  deps.out(`The server uses it when WHISPER_MODEL is not set (the largest model in ${modelsDir(deps.dataDir)} wins), or set:`);
  deps.out(`WHISPER_MODEL=${target}`);
  return 0;
}
