import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { banners } from './banners.table.js';

export type BannerRow = typeof banners.$inferSelect;

export function createBannersRepository(db: Database) {
  return {
    async list(): Promise<BannerRow[]> {
      return db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt)).limit(20);
    },
    async insert(banner: typeof banners.$inferInsert): Promise<BannerRow> {
      const [row] = await db.insert(banners).values(banner).returning();
      return row!;
    },
    async remove(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
      return row;
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
