import type { Database } from '../../database/database.js';
import { createWorkspaceChangesRepository } from './workspace-changes.repository.js';
import { createWorkspaceLookupRepository } from './workspace-lookup.repository.js';
import { createWorkspaceMembershipsRepository } from './workspace-memberships.repository.js';
import { createWorkspacesDirectoryRepository } from './workspaces-directory.repository.js';

export type { ChatPlatformRow, SuggestionFilter, WorkspacePatch, WorkspaceRow } from './workspaces-rows.js';
export { UUID_PATTERN } from './workspace-lookup.repository.js';
export { membershipsSubquery } from './workspace-memberships.repository.js';

/** The channels' rows: finding one, writing one, who belongs to which, and the lists. */
export function createWorkspacesRepository(db: Database) {
  return {
    ...createWorkspaceLookupRepository(db),
    ...createWorkspaceChangesRepository(db),
    ...createWorkspaceMembershipsRepository(db),
    ...createWorkspacesDirectoryRepository(db),
  };
}

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;
