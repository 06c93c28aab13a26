import { BANNER_IMAGE_WIDTHS, BANNER_MAX_BYTES } from '@platform/shared';
import { randomToken } from '../../infra/crypto/tokens.js';
import { decodeImage, webpRenditions } from '../../infra/storage/decode-image.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import { renditionKey, renditionsOf, storedImageOf } from './banner-image-keys.js';
import type { BannerRow, BannersRepository } from './banners.repository.js';

export function createBannersService(repository: BannersRepository, storage: ObjectStorage) {
  const present = async (row: BannerRow) => ({
    id: row.id,
    image_url: await storage.signedUrl(row.imageKey),
    image_sources: await Promise.all(
      renditionsOf(row.imageKey).map(async ({ key, width }) => ({ url: await storage.signedUrl(key), width })),
    ),
    redirect_url: row.redirectUrl,
  });
  const requireAdmin = (actor: Actor) => {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only admins manage banners');
  };

  return {
    list: async () => Promise.all((await repository.list()).map(present)),

    async create(actor: Actor, base64: string, redirectUrl: string) {
      requireAdmin(actor);
      const image = await decodeImage(base64, BANNER_MAX_BYTES);
      // The banner is the home page's largest paint: stored as WebP copies by width, of which a phone fetches one.
      const renditions = await webpRenditions(image, BANNER_IMAGE_WIDTHS);
      const folder = `banners/${randomToken(12)}`;
      for (const rendition of renditions) await storage.put(renditionKey(folder, rendition.width), rendition.bytes, 'image/webp');
      const widest = renditions.at(-1);
      if (!widest) throw new AppError('INVALID_IMAGE', 'the image has no size');
      const existing = await repository.list();
      return present(await repository.insert({ imageKey: renditionKey(folder, widest.width), redirectUrl, position: existing.length }));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireAdmin(actor);
      const removed = await repository.remove(id);
      if (!removed) throw new AppError('NOT_FOUND', 'no such banner');
      const stored = storedImageOf(removed.imageKey);
      if ('folder' in stored) await storage.deletePrefix(stored.folder);
      else await storage.delete(stored.file);
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
