import { isValidChatLink, type UpdateWorkspaceBody } from '@platform/shared';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { isUniqueViolation } from '../../database/errors.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import type { KeywordsRepository } from './keywords.repository.js';
import { isAdmin } from './workspaces.policy.js';
import type { WorkspacePatch, WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';
import { createWorkspaceAccess } from './workspace-access.js';
import { createWorkspaceCreation, type ChannelLimit } from './workspace-creation.js';
import { createWorkspaceDetail } from './workspace-detail.js';
import { createWorkspaceImages, type FeatureGate } from './workspace-images.js';
import { createWorkspacesDirectory } from './workspaces-directory.js';

export type { WorkspaceAccess } from './workspace-access.js';
export type { ChannelLimit } from './workspace-creation.js';
export type { ChannelPricing } from './workspace-detail.js';
export type { FeatureGate, WorkspaceImageKind } from './workspace-images.js';

interface Deps {
  repository: WorkspacesRepository;
  unitOfWork: UnitOfWork;
  keywords: KeywordsRepository;
  users: UsersService;
  storage: ObjectStorage;
  /** Hosting-plan features (spec §6: logo and banner upload answer 403 when the plan lacks branding). */
  requireFeature?: FeatureGate;
  /** How many channels the user's hosting plan allows (spec §9 plan features); null for no limit. */
  channelLimit?: ChannelLimit;
  /** Moved by every change made through this process: channels read before it are not served again. */
  writes: WriteGeneration;
  now?: () => number;
}

/**
 * Channels: what a caller is to one (workspace-access.ts), the lists (workspaces-directory.ts), the channel page
 * (workspace-detail.ts), creating one (workspace-creation.ts), its images (workspace-images.ts), and here the changes
 * of its settings and its deletion.
 */
export function createWorkspacesService({
  repository,
  unitOfWork,
  keywords,
  users,
  storage,
  requireFeature,
  channelLimit,
  writes,
  now = Date.now,
}: Deps) {
  const access = createWorkspaceAccess({ repository, storage, writes, now });
  const { load, loadManaged } = access;

  return {
    ...access,
    ...createWorkspacesDirectory({ repository, storage, now, recentMany: access.recentMany }),
    ...createWorkspaceDetail({ repository, storage, load }),
    ...createWorkspaceCreation({ repository, unitOfWork, users, channelLimit }),
    ...createWorkspaceImages({ repository, unitOfWork, storage, requireFeature, loadManaged }),

    async update(actor: Actor, idOrSlug: string, body: UpdateWorkspaceBody): Promise<WorkspaceRow> {
      const workspace = await loadManaged(actor, idOrSlug);
      const patch: WorkspacePatch = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.language !== undefined) patch.language = body.language;
      if (body.publish !== undefined) patch.publish = body.publish;
      if (body.description !== undefined) patch.description = sanitizeRichText(body.description);
      const slug = body.slug?.toLowerCase();
      if (slug !== undefined && slug !== workspace.slug) {
        if (await repository.slugTaken(slug, workspace.id)) throw new AppError('SLUG_TAKEN', 'slug is taken');
        patch.slug = slug;
      }
      if (body.keywords && (await keywords.countByIds([...new Set(body.keywords)])) !== new Set(body.keywords).size) {
        throw new AppError('VALIDATION_ERROR', 'unknown keyword id', [{ path: 'keywords', message: 'required' }]);
      }
      const links = body.chat_platforms?.filter((link) => link.invitation_link !== '');
      for (const link of links ?? []) {
        if (!isValidChatLink(link.chat_platform_name, link.invitation_link))
          throw new AppError('CHAT_LINK_INVALID', link.chat_platform_name);
      }
      try {
        const updated = await repository.updateWithLists(
          workspace.id,
          patch,
          body.keywords ? [...new Set(body.keywords)] : undefined,
          links?.map((link) => ({
            chatPlatformName: link.chat_platform_name,
            invitationLink: link.invitation_link,
            publish: link.publish,
          })),
        );
        if (!updated) throw new AppError('NOT_FOUND', 'the channel was deleted meanwhile');
        if (body.keywords) await keywords.adopt([...new Set(body.keywords)]);
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SLUG_TAKEN', 'slug is taken');
        throw error;
      }
    },

    /**
     * Deleting takes its plans and purchases with it: not while someone has paid access (a subscription running, a course
     * bought); their plans are refunded or cancelled first. The caller that knows the buyers (modules/channels) counts them.
     */
    async remove(actor: Actor, id: string, buyersOf: (workspaceId: string) => Promise<number>): Promise<void> {
      if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'only admins delete channels');
      const workspace = await load(id);
      const buyers = await buyersOf(workspace.id);
      if (buyers > 0) {
        throw new AppError('CHANNEL_HAS_BUYERS', `${buyers} people have paid access to this channel`, [
          { path: 'buyers', message: String(buyers) },
        ]);
      }
      await repository.remove(workspace.id);
      for (const key of [workspace.logoKey, workspace.bannerKey]) if (key) await storage.delete(key);
    },
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
