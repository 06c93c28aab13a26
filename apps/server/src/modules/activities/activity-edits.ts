import { ACTIVITY_LIMITS, type Activity, type CreateActivityBody, type UpdateActivityBody } from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { canCreateActivity } from './activities.policy.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { PaidAccess } from './activity-locks.js';
import { isThumbnailKey } from './thumbnail-key.js';
import type { WatchAccessService } from './watch-access.js';

interface Deps {
  paidAccess: PaidAccess;
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  access: Pick<WatchAccessService, 'loadManaged' | 'presentOne'>;
  unitOfWork: UnitOfWork;
  now: () => number;
}

/** A webinar created by its channel's host, and its edits: title, schedule, description, thumbnail, course, lists. */
export function createActivityEdits({ paidAccess, repository, workspaces, access: { loadManaged, presentOne }, unitOfWork, now }: Deps) {
  async function checkKeywords(ids: string[]): Promise<void> {
    const found = await repository.existingKeywordIds(ids);
    if (found.length !== new Set(ids).size)
      throw new AppError('VALIDATION_ERROR', 'unknown keyword', [{ path: 'keywords', message: 'not_found' }]);
  }

  async function checkPlans(planIds: string[], workspaceId: string): Promise<void> {
    const found = await paidAccess.planWorkspaces(planIds);
    if (found.length !== planIds.length || found.some((plan) => plan.workspaceId !== workspaceId)) {
      throw new AppError('VALIDATION_ERROR', "a plan that is not one of this channel's", [{ path: 'plans', message: 'not_found' }]);
    }
  }

  async function courseOfWorkspace(courseId: string, workspaceId: string) {
    const course = await repository.findCourse(courseId);
    if (!course || course.workspaceId !== workspaceId) throw new AppError('NOT_FOUND', 'no such course in this channel');
    return course;
  }

  return {
    async create(actor: Actor, target: { workspaceId?: string; courseId?: string }, body: CreateActivityBody): Promise<Activity> {
      let workspaceId = target.workspaceId;
      if (target.courseId) {
        const course = await repository.findCourse(target.courseId);
        if (!course) throw new AppError('NOT_FOUND', 'no such course');
        workspaceId = course.workspaceId;
      }
      const access = await workspaces.access(actor, workspaceId!);
      if (!canCreateActivity(actor, access)) {
        if (actor.role === 'admin') throw new AppError('CANNOT_CREATE_WEBINAR', 'admins do not create webinars');
        throw new AppError('FORBIDDEN', 'only the channel host creates webinars');
      }
      if ((body.speakers?.length ?? 0) > ACTIVITY_LIMITS.maxSpeakers) throw new AppError('TOO_MANY_SPEAKERS');
      const row = await repository.insert({
        workspaceId: access.workspace.id,
        courseId: target.courseId ?? null,
        title: body.name,
        language: body.language ?? access.workspace.language,
        startDate: body.start_date ? new Date(body.start_date) : new Date(now() + ACTIVITY_LIMITS.newWebinarStartOffsetMs),
        createdBy: actor.id,
      });
      if (body.speakers?.length) await repository.replaceSpeakers(row.id, body.speakers);
      const activity = await presentOne(actor, row, access);
      return activity!;
    },

    async update(actor: Actor, id: string, body: UpdateActivityBody): Promise<Activity> {
      const { row, access } = await loadManaged(actor, id);
      if (body.speakers && body.speakers.length > ACTIVITY_LIMITS.maxSpeakers) throw new AppError('TOO_MANY_SPEAKERS');
      if (body.keywords) await checkKeywords(body.keywords);
      if (body.thumbnail_url && !isThumbnailKey(body.thumbnail_url)) {
        throw new AppError('VALIDATION_ERROR', 'thumbnail_url must come from POST /api/s3/image', [
          { path: 'thumbnail_url', message: 'invalid' },
        ]);
      }
      const courseId = body.courses === undefined ? undefined : (body.courses[0] ?? null);
      if (courseId) await courseOfWorkspace(courseId, row.workspaceId);
      const planIds = body.plans === undefined ? undefined : [...new Set(body.plans)];
      if (planIds) await checkPlans(planIds, row.workspaceId);
      const updated = await unitOfWork.run(async () => {
        const next = await repository.update(row.id, {
          title: body.name,
          language: body.language,
          startDate: body.start_date ? new Date(body.start_date) : undefined,
          description: body.description === undefined ? undefined : sanitizeRichText(body.description),
          thumbnailKey: body.thumbnail_url,
          courseId,
        });
        if (body.keywords) await repository.replaceKeywords(row.id, [...new Set(body.keywords)]);
        if (body.speakers) await repository.replaceSpeakers(row.id, [...new Set(body.speakers)]);
        if (planIds) await repository.replacePlans(row.id, planIds);
        return next!;
      });
      const activity = await presentOne(actor, updated, access);
      return activity!;
    },
  };
}
