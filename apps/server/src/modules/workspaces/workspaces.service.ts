import { workspaceNameSchema } from '@platform/shared';
import { isUniqueViolation } from '../../infra/db/errors.js';
import { AppError } from '../../errors.js';
import { slugFromName } from './slug.js';
import type { WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';

export function createWorkspacesService(repository: WorkspacesRepository) {
  async function freeSlug(name: string): Promise<string | null> {
    const base = slugFromName(name);
    if (!base) return null;
    for (let suffix = 0; suffix < 50; suffix += 1) {
      const candidate = suffix === 0 ? base : `${base}${suffix + 1}`;
      if (!(await repository.slugTaken(candidate))) return candidate;
    }
    return null;
  }

  return {
    /** Creates a private channel whose host is the given user. */
    async createForHost(hostUserId: string, name: string): Promise<WorkspaceRow> {
      const parsed = workspaceNameSchema.safeParse(name);
      if (!parsed.success) throw new AppError('NAME_IS_TOO_SHORT', 'channel name is too short');
      try {
        return await repository.insertWithHost({ name: parsed.data, slug: await freeSlug(parsed.data), hostUserId });
      } catch (error) {
        // Another channel took the slug between the check and the insert; the id still addresses this one.
        if (!isUniqueViolation(error, 'workspaces_slug_unique')) throw error;
        return repository.insertWithHost({ name: parsed.data, slug: null, hostUserId });
      }
    },
    listByHost: (hostUserId: string) => repository.listByHost(hostUserId),
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
