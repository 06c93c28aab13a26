import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import type { RunRow } from './analysis-rows.js';
import { analysisRuns, type StepProgress } from './analysis.table.js';

/** An analysis run's row: its start, the lease of the worker running it, and each step's progress. */
export function createRunsRepository(db: Database) {
  return {
    /** A new run (or a restart): progress cleared, the lease released. */
    async resetRun(activityId: string, patch: { fast?: boolean; recordingId?: string | null }): Promise<void> {
      const values = { steps: [] as StepProgress[], leaseOwner: null, leaseUntil: null, updatedAt: new Date(), ...patch };
      await db
        .insert(analysisRuns)
        .values({ activityId, ...values })
        .onConflictDoUpdate({ target: analysisRuns.activityId, set: values });
    },

    async findRun(activityId: string): Promise<RunRow | undefined> {
      const [row] = await db.select().from(analysisRuns).where(eq(analysisRuns.activityId, activityId));
      return row;
    },

    async updateRun(activityId: string, patch: Partial<Pick<RunRow, 'recordingId' | 'sceneCutsMs' | 'durationMs' | 'steps'>>) {
      await db
        .update(analysisRuns)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(analysisRuns.activityId, activityId));
    },

    /** Takes the run's lease when it is free or has run out; false when another worker holds it. */
    async claim(activityId: string, owner: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(analysisRuns)
        .set({ leaseOwner: owner, leaseUntil: until })
        .where(
          and(
            eq(analysisRuns.activityId, activityId),
            or(isNull(analysisRuns.leaseUntil), lt(analysisRuns.leaseUntil, sql`now()`), eq(analysisRuns.leaseOwner, owner)),
          ),
        )
        .returning({ activityId: analysisRuns.activityId });
      return rows.length > 0;
    },

    /** Extends the lease of the worker holding it; false once a restart cleared it or another worker took it. */
    async renew(activityId: string, owner: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(analysisRuns)
        .set({ leaseUntil: until })
        .where(and(eq(analysisRuns.activityId, activityId), eq(analysisRuns.leaseOwner, owner)))
        .returning({ activityId: analysisRuns.activityId });
      return rows.length > 0;
    },

    /**
     * Runs whose worker died: a lease held and run out (a run that ended released its lease). Each is released here, so
     * that it is handed back once, and its id answered for the caller to queue the run again in the same transaction.
     */
    async releaseAbandoned(limit: number): Promise<string[]> {
      const abandoned = db
        .select({ activityId: analysisRuns.activityId })
        .from(analysisRuns)
        .where(and(isNotNull(analysisRuns.leaseOwner), lt(analysisRuns.leaseUntil, sql`now()`)))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(analysisRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(inArray(analysisRuns.activityId, abandoned))
        .returning({ activityId: analysisRuns.activityId });
      return rows.map((row) => row.activityId);
    },

    async release(activityId: string, owner: string): Promise<void> {
      await db
        .update(analysisRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(analysisRuns.activityId, activityId), eq(analysisRuns.leaseOwner, owner)));
    },

    /**
     * One step's percent, moved to the end of the run's list (the order the steps happen). Steps that run side by side
     * (silences and scene cuts) report at the same moment, so the list is rewritten in one UPDATE from the row it
     * changes: a second report waits for the first's row lock and then applies to the list the first wrote.
     */
    async setStep(activityId: string, step: StepProgress['step'], percent: number, elapsedMs: number): Promise<void> {
      const entry: StepProgress = { step, percent: Math.round(Math.min(100, Math.max(0, percent))), elapsed_ms: Math.round(elapsedMs) };
      await db
        .update(analysisRuns)
        .set({
          steps: sql`coalesce(
            (SELECT jsonb_agg(kept.entry ORDER BY kept.position)
             FROM jsonb_array_elements(${analysisRuns.steps}) WITH ORDINALITY AS kept(entry, position)
             WHERE kept.entry->>'step' <> ${step}),
            '[]'::jsonb) || jsonb_build_array(${JSON.stringify(entry)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(analysisRuns.activityId, activityId));
    },
  };
}
