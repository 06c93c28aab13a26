import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { dayBucketExpiry, type ObjectStorage } from './storage.js';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /**
   * A CDN in front of the bucket that passes the path and query on to it unchanged: signed URLs name its origin
   * instead of the S3 endpoint's (the signature stays S3's, which checks it).
   */
  cdnBaseUrl?: string;
}

/** The presigned URL with the CDN's origin (and path prefix) in place of the S3 endpoint's. */
function throughCdn(url: string, cdnBaseUrl: string | undefined): string {
  if (!cdnBaseUrl) return url;
  const signed = new URL(url);
  const cdn = new URL(cdnBaseUrl);
  return `${cdn.origin}${cdn.pathname.replace(/\/$/, '')}${signed.pathname}${signed.search}`;
}

/** The origin signed URLs point at, which the site's content security policy must let the player fetch from. */
export function s3PublicOrigin(settings: S3Settings): string {
  if (settings.cdnBaseUrl) return new URL(settings.cdnBaseUrl).origin;
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/** "bytes 0-99/1234" → 1234. */
function totalOf(contentRange: string | undefined, fallback: number): number {
  const total = Number(contentRange?.split('/')[1]);
  return Number.isFinite(total) ? total : fallback;
}

/** The only importer of the AWS SDK: any S3-compatible server. */
export function createS3Storage(settings: S3Settings, now: () => number = Date.now): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Presigned URLs would otherwise carry the checksum of an empty body, which real S3 rejects (ARCHITECTURE §5).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const presign = async (key: string, expires: number) => {
    // Signed as of the start of the current minute: everyone asking within it gets the same URL, which caches share.
    const signingDate = new Date(Math.floor(now() / 60_000) * 60_000);
    const expiresIn = expires - signingDate.getTime() / 1000;
    return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn, signingDate });
  };
  const signedUrl = async (key: string, expires = dayBucketExpiry(now())) => throughCdn(await presign(key, expires), settings.cdnBaseUrl);

  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async putFile(key, filePath, contentType) {
      const { size } = await fs.promises.stat(filePath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(filePath), ContentType: contentType, ContentLength: size }),
      );
    },
    signedUrl,
    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
        );
        const length = answer.ContentLength ?? 0;
        const start = range?.start ?? 0;
        return { body: answer.Body as Readable, start, end: start + length - 1, totalSize: totalOf(answer.ContentRange, length) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'InvalidRange') return null;
        throw error;
      }
    },
    // ffmpeg reads from the bucket itself, never through the CDN.
    mediaSource: (key) => presign(key, dayBucketExpiry(now())),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (objects.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects } }));
        token = page.NextContinuationToken;
      } while (token);
    },
    multipart: {
      async create(key, contentType) {
        const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }));
        if (!UploadId) throw new Error('the S3 server answered no UploadId');
        return UploadId;
      },
      async uploadPart(key, uploadId, partNumber, body, size) {
        // The SDK needs a length for a stream body; parts are bounded, so buffering one is fine when none is given.
        const payload = size === undefined ? Buffer.concat(await body.toArray()) : body;
        const length = size ?? (payload as Buffer).length;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: payload, ContentLength: length }),
        );
        if (!ETag) throw new Error('the S3 server answered no ETag');
        return { etag: ETag, size: length };
      },
      async complete(key, uploadId, parts) {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })) },
          }),
        );
      },
      async abort(key, uploadId) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
      },
    },
  };
}
