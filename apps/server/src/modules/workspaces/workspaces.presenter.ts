import type { WorkspaceSummary } from '@platform/shared';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { WorkspaceRow } from './workspaces.repository.js';

/** Logo and banner URLs are signed at read time from the stored keys. */
export async function toWorkspaceSummary(storage: ObjectStorage, row: WorkspaceRow): Promise<WorkspaceSummary> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo_url: row.logoKey ? await storage.signedUrl(row.logoKey) : null,
    banner_url: row.bannerKey ? await storage.signedUrl(row.bannerKey) : null,
    publish: row.publish,
    boarding: row.boarding,
    follower_count: row.followerCount,
  };
}
