import { BANNER_MAX_BYTES } from '@platform/shared';
import { randomToken } from '../../infra/crypto/tokens.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { BannerRow, BannersRepository } from './banners.repository.js';

export function createBannersService(repository: BannersRepository, storage: ObjectStorage) {
  const present = async (row: BannerRow) => ({
    id: row.id,
    image_url: await storage.signedUrl(row.imageKey),
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
      const key = `banners/${randomToken(12)}${image.extension}`;
      await storage.put(key, image.bytes, image.type);
      const existing = await repository.list();
      return present(await repository.insert({ imageKey: key, redirectUrl, position: existing.length }));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireAdmin(actor);
      const removed = await repository.remove(id);
      if (!removed) throw new AppError('NOT_FOUND', 'no such banner');
      await storage.delete(removed.imageKey);
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
