import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { LOCAL_FILES_ROUTE, type LocalStorage } from '../infra/storage/local-storage.js';

const querySchema = z.object({ expires: z.coerce.number().int(), sig: z.string().min(1).max(100) });

/** Serves files of the local-disk storage at the signed URLs it hands out. */
export function registerLocalFiles(app: FastifyInstance, storage: LocalStorage): void {
  app.get(`${LOCAL_FILES_ROUTE}*`, { schema: { hide: true } }, async (request, reply) => {
    // The router has decoded the address once, as the signer encoded it once; a malformed escape never gets here
    // (400 BAD_URL_ENCODING). Decoding again would read an escaped '%' as the start of another escape.
    const key = (request.params as { '*': string })['*'];
    const query = querySchema.safeParse(request.query);
    const file = query.success ? storage.verify(key, query.data.expires, query.data.sig) : null;
    if (!file) throw new AppError('FORBIDDEN', 'the link is wrong or expired');
    try {
      const stat = await fs.promises.stat(file.filePath);
      return reply
        .type(file.contentType)
        .header('content-length', stat.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file.filePath));
    } catch {
      throw new AppError('NOT_FOUND', 'no such file');
    }
  });
}
