import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { LOCAL_FILES_ROUTE, type LocalStorage } from '../infra/storage/local-storage.js';
import { parseRange } from './byte-range.js';

const querySchema = z.object({ expires: z.coerce.number().int(), sig: z.string().min(1).max(100) });

/**
 * Serves files of the local-disk storage at the signed URLs it hands out: images, and the media segments and mp4s
 * that playlists point at. The signature and its expiry are the whole check (no session, no database), so a segment
 * costs a disk read; whoever handed out the URL checked access. The answer may be kept until the URL expires.
 */
export function registerLocalFiles(app: FastifyInstance, storage: LocalStorage): void {
  app.get(`${LOCAL_FILES_ROUTE}*`, { schema: { hide: true }, config: { sessionless: true } }, async (request, reply) => {
    // The router has decoded the address once, as the signer encoded it once; a malformed escape never gets here
    // (400 BAD_URL_ENCODING). Decoding again would read an escaped '%' as the start of another escape.
    const key = (request.params as { '*': string })['*'];
    const query = querySchema.safeParse(request.query);
    const file = query.success ? storage.verify(key, query.data.expires, query.data.sig) : null;
    if (!file || !query.success) throw new AppError('FORBIDDEN', 'the link is wrong or expired');
    const range = parseRange(request.headers.range);
    const stored = await storage.read(key, range);
    if (!stored) {
      if (range) return reply.status(416).send({ msg: 'BAD_REQUEST', message: 'range not satisfiable' });
      throw new AppError('NOT_FOUND', 'no such file');
    }
    const maxAge = Math.max(0, query.data.expires - Math.floor(Date.now() / 1000));
    reply
      .type(file.contentType)
      .header('accept-ranges', 'bytes')
      .header('content-length', stored.end - stored.start + 1)
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('x-content-type-options', 'nosniff');
    if (range) reply.status(206).header('content-range', `bytes ${stored.start}-${stored.end}/${stored.totalSize}`);
    return reply.send(stored.body);
  });
}
