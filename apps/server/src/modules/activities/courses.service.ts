import type { Course } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { ActivitiesRepository, CourseRow } from './activities.repository.js';

function toCourse(row: CourseRow, videoCount: number): Course {
  return {
    id: row.id,
    title: { en: row.title },
    description: { en: row.description },
    publish: row.publish,
    workspace_id: row.workspaceId,
    video_count: videoCount,
  };
}

/** Spec §2 /channel/courses: the host lists, generates and updates courses; viewers see published ones. */
export function createCoursesService(repository: ActivitiesRepository, workspaces: WorkspacesService) {
  async function managed(actor: Actor, courseId: string) {
    const course = await repository.findCourse(courseId);
    if (!course) throw new AppError('NOT_FOUND', 'no such course');
    const access = await workspaces.access(actor, course.workspaceId);
    if (!access.canManage) throw new AppError('FORBIDDEN', 'only the channel host or an admin may change courses');
    return course;
  }

  return {
    async list(actor: Actor | null, workspaceId: string): Promise<{ results: Course[] }> {
      const access = await workspaces.access(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const rows = await repository.coursesOf(access.workspace.id);
      return { results: rows.filter((row) => access.canManage || row.publish).map((row) => toCourse(row, row.videoCount)) };
    },

    async create(actor: Actor, workspaceId: string, title: string | undefined, description: string): Promise<Course> {
      const access = await workspaces.access(actor, workspaceId);
      if (!access.canManage) throw new AppError('FORBIDDEN', 'only the channel host or an admin may add courses');
      const count = (await repository.coursesOf(access.workspace.id)).length;
      const row = await repository.insertCourse({ workspaceId: access.workspace.id, title: title ?? `Course ${count + 1}`, description });
      return toCourse(row, 0);
    },

    async update(actor: Actor, courseId: string, patch: { title?: string; publish?: boolean }): Promise<Course> {
      await managed(actor, courseId);
      const row = await repository.updateCourse(courseId, patch);
      const counted = (await repository.coursesOf(row!.workspaceId)).find((course) => course.id === courseId);
      return toCourse(row!, counted?.videoCount ?? 0);
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
