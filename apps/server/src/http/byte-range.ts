import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { ByteRange, ObjectStorage } from '../infra/storage/storage.js';

/** `bytes=100-` or `bytes=100-199`; other forms (suffix, several ranges) are answered whole. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

/**
 * Answers a stored file, whole or the byte range the request asks for (206, so a video seeks). The caller has checked
 * that the user may have it; the answer depends on who asks, so no shared cache may keep it.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { storage: ObjectStorage; key: string; contentType: string },
): Promise<FastifyReply> {
  const range = parseRange(request.headers.range);
  const stored = await file.storage.read(file.key, range);
  if (!stored) {
    if (range) return reply.status(416).send({ msg: 'BAD_REQUEST', message: 'range not satisfiable' });
    throw new AppError('NOT_FOUND', 'no such media file');
  }
  reply
    .type(file.contentType)
    .header('accept-ranges', 'bytes')
    .header('content-length', stored.end - stored.start + 1)
    .header('cache-control', 'private, max-age=3600');
  if (range) reply.status(206).header('content-range', `bytes ${stored.start}-${stored.end}/${stored.totalSize}`);
  return reply.send(stored.body);
}
