import {
  ACTIVITY_LIMITS,
  completeMultipartBodySchema,
  errorResponseSchema,
  imageUploadBodySchema,
  imageUploadResponseSchema,
  multipartKeyQuerySchema,
  multipartPartsResponseSchema,
  partUploadResponseSchema,
  recordingSchema,
  signPartResponseSchema,
  startMultipartBodySchema,
  startMultipartResponseSchema,
  startSingleUploadBodySchema,
  startSingleUploadResponseSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import { PART_UPLOAD_ROUTE } from './part-signature.js';
import type { UploadsService } from './uploads.service.js';

const tags = ['upload'];
const errors = { ...commonErrorResponses, 409: errorResponseSchema, 413: errorResponseSchema };
/**
 * The browser's parts are 8 MB (21 MB for the largest files: multipartPartSize), other S3 clients' up to the longest
 * part taken; a file sent whole is under the 50 MB multipart threshold. The service holds each to its own size.
 */
const PART_BODY_LIMIT = ACTIVITY_LIMITS.maxPartSizeBytes;
const THUMBNAIL_BODY_LIMIT = 512 * 1024;

const partQuery = z.object({
  key: z.string().min(1).max(500),
  partNumber: z.coerce.number().int(),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(100),
});

/** Thumbnails, and recordings sent whole or in parts as to S3 (spec 001 §7 "Upload"); a webinar's recordings are recordings.routes.ts'. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  // Parts arrive as raw bytes and are streamed to storage, never held whole in memory.
  app.addContentTypeParser(['application/octet-stream', 'video/mp4'], (_request, payload, done) => done(null, payload));

  app.post(
    '/api/s3/image',
    {
      bodyLimit: THUMBNAIL_BODY_LIMIT,
      schema: { tags, body: imageUploadBodySchema, response: { 200: imageUploadResponseSchema, ...errors } },
    },
    async (request) => uploads.uploadImage(requireUser(request), request.body.base64),
  );

  app.post(
    '/api/s3/',
    {
      schema: { tags, body: startSingleUploadBodySchema, response: { 200: startSingleUploadResponseSchema, ...errors } },
    },
    async (request) => uploads.startSingle(requireUser(request), request.body.activityId),
  );

  app.post(
    '/api/s3/multipart',
    { schema: { tags, body: startMultipartBodySchema, response: { 200: startMultipartResponseSchema, ...errors } } },
    async (request) =>
      uploads.startMultipart(requireUser(request), request.body.activityId, request.body.fileName ?? '', request.body.size),
  );

  // The two reads of an upload's own flow bring the caller's roles with the session: signing every part of a large
  // upload would otherwise ask for the role once a part.
  app.get(
    '/api/s3/multipart/:uploadId',
    {
      config: { callerStanding: true },
      schema: {
        tags,
        params: z.object({ uploadId: z.string().max(100) }),
        querystring: multipartKeyQuerySchema,
        response: { 200: multipartPartsResponseSchema, ...errors },
      },
    },
    async (request) => uploads.listParts(requireUser(request), request.query.key),
  );

  app.delete(
    '/api/s3/multipart/:uploadId',
    {
      schema: {
        tags,
        params: z.object({ uploadId: z.string().max(100) }),
        querystring: multipartKeyQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await uploads.abort(requireUser(request), request.query.key);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/s3/multipart/:uploadId/:partNumber',
    {
      config: { callerStanding: true },
      schema: {
        tags,
        params: z.object({ uploadId: z.string().max(100), partNumber: z.coerce.number().int() }),
        querystring: multipartKeyQuerySchema,
        response: { 200: signPartResponseSchema, ...errors },
      },
    },
    async (request) => uploads.signPart(requireUser(request), request.query.key, request.params.partNumber),
  );

  app.post(
    '/api/s3/multipart/:uploadId/complete',
    {
      schema: {
        tags,
        params: z.object({ uploadId: z.string().max(100) }),
        querystring: multipartKeyQuerySchema,
        body: completeMultipartBodySchema,
        response: { 201: recordingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const recording = await uploads.complete(requireUser(request), request.query.key, request.body.parts, request.body.duration);
      return reply.status(201).send(recording);
    },
  );

  // The signed URL itself is the permission (it names the upload and part the server signed for its host).
  app.put(
    PART_UPLOAD_ROUTE,
    {
      bodyLimit: PART_BODY_LIMIT,
      schema: {
        tags,
        querystring: partQuery,
        response: { 200: partUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { key, partNumber, expires, sig } = request.query;
      const length = Number(request.headers['content-length']);
      const stored = await uploads.receivePart(
        key,
        partNumber,
        expires,
        sig,
        request.body as Readable,
        Number.isFinite(length) ? length : undefined,
      );
      // Browsers read the ETag header as S3 sends it; the body says the same for clients that cannot read headers.
      return reply.header('etag', stored.etag).send({ ETag: stored.etag, recording: stored.recording });
    },
  );
};
