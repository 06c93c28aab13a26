import type { Category } from '@platform/shared';
import type { workspaceChatPlatforms, workspaces } from './workspaces.table.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspacePatch = Partial<
  Pick<WorkspaceRow, 'name' | 'slug' | 'language' | 'publish' | 'description' | 'logoKey' | 'bannerKey'>
>;
export type ChatPlatformRow = typeof workspaceChatPlatforms.$inferSelect;

export interface SuggestionFilter {
  keywords?: string[];
  category?: Category;
  title?: string;
}
