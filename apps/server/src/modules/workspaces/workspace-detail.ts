import type { WorkspaceDetail } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import { canManageWorkspace, canViewWorkspace } from './workspaces.policy.js';
import { toWorkspaceSummary } from './workspaces.presenter.js';
import type { WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';

/** The lowest price among a channel's plans on sale, from the module that sells them. */
export interface ChannelPricing {
  startingPrice(workspaceId: string): Promise<{ unit_amount: number; currency: string } | null>;
}

interface Deps {
  repository: WorkspacesRepository;
  storage: ObjectStorage;
  load(idOrSlug: string): Promise<WorkspaceRow>;
}

/** The channel page: what the caller may see of a channel, with its keywords, chat links and starting price. */
export function createWorkspaceDetail({ repository, storage, load }: Deps) {
  return {
    /**
     * Who may see a channel: public to all, private to members and admins; guests are asked to log in. Its plans' lowest
     * price comes from the caller that sells them (modules/channels), asked only once the channel may be seen.
     */
    async detail(actor: Actor | null, idOrSlug: string, pricing?: ChannelPricing): Promise<WorkspaceDetail> {
      const workspace = await load(idOrSlug);
      const memberRole = actor ? await repository.memberRole(workspace.id, actor.id) : null;
      if (!canViewWorkspace(actor, workspace.publish, memberRole)) {
        if (!actor) throw new AppError('NOT_LOGGED_IN', 'this channel is private; log in first');
        throw new AppError('FORBIDDEN', 'this channel is private');
      }
      const [keywordRows, chatRows, startingPrice] = await Promise.all([
        repository.keywordsOf(workspace.id),
        repository.chatPlatformsOf(workspace.id),
        pricing?.startingPrice(workspace.id) ?? null,
      ]);
      const manages = canManageWorkspace(actor, memberRole);
      const categories = [...new Set(keywordRows.map((keyword) => keyword.category).filter((category) => category !== null))];
      return {
        ...(await toWorkspaceSummary(storage, workspace)),
        host_email: manages ? await repository.hostEmail(workspace) : null,
        description: workspace.description,
        language: workspace.language,
        supported_languages: [workspace.language],
        join_code: workspace.joinCode ?? workspace.id,
        upselling_feature_enabled: workspace.upsellingFeatureEnabled,
        keywords: keywordRows,
        categories,
        chat_platforms: chatRows
          .filter((link) => manages || link.publish)
          .map((link) => ({
            chat_platform_name: link.chatPlatformName,
            invitation_link: link.invitationLink,
            publish: link.publish,
          })),
        starting_price: startingPrice,
        my_role: memberRole ?? (actor?.role === 'admin' ? 'admin' : 'none'),
      };
    },
  };
}
