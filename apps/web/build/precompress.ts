import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed by their own formats already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, the compressed copy saves less than the headers that announce it. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the strongest settings: compressed once
 * at build time, so the server sends them as they are (@fastify/static's preCompressed) and spends nothing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length };
          await Promise.all([
            fs.writeFile(`${file}.br`, await brotli(content, { params: brotliParams })),
            fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 })),
          ]);
        }),
      );
    },
  };
}
