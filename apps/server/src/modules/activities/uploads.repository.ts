import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import type { ActivityRow } from './activities.repository.js';
import { activities, RESUMABLE_UPLOAD_STATES, recordingUploadParts, recordingUploads, type UploadState } from './activities.table.js';

export type UploadRow = typeof recordingUploads.$inferSelect;
export type UploadPartRow = typeof recordingUploadParts.$inferSelect;

/** The server's own record of recording uploads and their stored parts (what a resumed upload may skip). */
export function createUploadsRepository(db: Database) {
  return {
    async insert(values: typeof recordingUploads.$inferInsert): Promise<UploadRow> {
      const [row] = await db.insert(recordingUploads).values(values).returning();
      return row!;
    },

    async findByKey(key: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(recordingUploads).where(eq(recordingUploads.key, key));
      return row;
    },

    /** The upload with the webinar it belongs to, in one round trip: checking who may touch it needs both. */
    async findByKeyWithActivity(
      key: string,
    ): Promise<{ upload: UploadRow; activity: Pick<ActivityRow, 'status' | 'workspaceId'> } | undefined> {
      const [row] = await db
        .select({ upload: recordingUploads, activity: { status: activities.status, workspaceId: activities.workspaceId } })
        .from(recordingUploads)
        .innerJoin(activities, eq(activities.id, recordingUploads.activityId))
        .where(eq(recordingUploads.key, key));
      return row;
    },

    /**
     * Moves the upload from one state to another only if it is still in the first: true when this call moved it.
     * `claimedAt` is given when a completion claims the upload (`to` is `completing`).
     */
    async transition(id: string, from: UploadState, to: UploadState, claimedAt: Date | null = null): Promise<boolean> {
      const moved = await db
        .update(recordingUploads)
        .set({ state: to, claimedAt })
        .where(and(eq(recordingUploads.id, id), eq(recordingUploads.state, from)))
        .returning({ id: recordingUploads.id });
      return moved.length > 0;
    },

    async renewClaim(id: string, at: Date): Promise<void> {
      await db
        .update(recordingUploads)
        .set({ claimedAt: at })
        .where(and(eq(recordingUploads.id, id), eq(recordingUploads.state, 'completing')));
    },

    /**
     * Moves an abandoned completion to `to`, if its claim is still the one seen (`claimedAt`; null for a claim made
     * before claims were timed): the upload as it is now when this call moved it.
     */
    async releaseAbandonedClaim(id: string, claimedAt: Date | null, to: UploadState): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(recordingUploads)
        .set({ state: to, claimedAt: null })
        .where(
          and(
            eq(recordingUploads.id, id),
            eq(recordingUploads.state, 'completing'),
            claimedAt ? eq(recordingUploads.claimedAt, claimedAt) : isNull(recordingUploads.claimedAt),
          ),
        )
        .returning();
      return row;
    },

    /** The webinar's uploads not finished yet: resumable, or being completed. */
    async unfinishedOf(activityId: string): Promise<UploadRow[]> {
      return db
        .select()
        .from(recordingUploads)
        .where(
          and(eq(recordingUploads.activityId, activityId), inArray(recordingUploads.state, [...RESUMABLE_UPLOAD_STATES, 'completing'])),
        );
    },

    async setState(id: string, state: UploadState): Promise<void> {
      await db.update(recordingUploads).set({ state, claimedAt: null }).where(eq(recordingUploads.id, id));
    },

    /** A part sent again replaces the one stored before. */
    async savePart(uploadId: string, partNumber: number, etag: string, sizeBytes: number): Promise<void> {
      await db
        .insert(recordingUploadParts)
        .values({ uploadId, partNumber, etag, sizeBytes })
        .onConflictDoUpdate({
          target: [recordingUploadParts.uploadId, recordingUploadParts.partNumber],
          set: { etag, sizeBytes, createdAt: new Date() },
        });
    },

    /** A part about to be written again is no longer stored until that write ends. */
    async forgetPart(uploadId: string, partNumber: number): Promise<void> {
      await db
        .delete(recordingUploadParts)
        .where(and(eq(recordingUploadParts.uploadId, uploadId), eq(recordingUploadParts.partNumber, partNumber)));
    },

    async partsOf(uploadId: string): Promise<UploadPartRow[]> {
      return db
        .select()
        .from(recordingUploadParts)
        .where(eq(recordingUploadParts.uploadId, uploadId))
        .orderBy(asc(recordingUploadParts.partNumber));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
