import {
  BANNER_MAX_BYTES,
  isReservedChannelSlug,
  isValidChatLink,
  LOGO_MAX_BYTES,
  type CreateWorkspaceBody,
  type HostingFeature,
  type UpdateWorkspaceBody,
  type WorkspaceDetail,
  type WorkspaceLanguage,
  workspaceNameSchema,
} from '@platform/shared';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { randomCode, randomToken } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { isUniqueViolation } from '../../database/errors.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import type { KeywordsRepository } from './keywords.repository.js';
import { slugFromName } from './slug.js';
import { canManageWorkspace, canViewWorkspace, isAdmin } from './workspaces.policy.js';
import { toWorkspaceSummary } from './workspaces.presenter.js';
import type { WorkspacePatch, WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';
import { createWorkspaceAccess } from './workspace-access.js';
import { createWorkspacesDirectory } from './workspaces-directory.js';

export type { WorkspaceAccess } from './workspace-access.js';

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

export type FeatureGate = (actor: Actor, feature: HostingFeature) => Promise<void>;
export type ChannelLimit = (actor: Actor) => Promise<number | null>;

/** The lowest price among a channel's plans on sale, from the module that sells them. */
export interface ChannelPricing {
  startingPrice(workspaceId: string): Promise<{ unit_amount: number; currency: string } | null>;
}

export type WorkspaceImageKind = 'logo' | 'banner';
const IMAGE_LIMITS: Record<WorkspaceImageKind, number> = { logo: LOGO_MAX_BYTES, banner: BANNER_MAX_BYTES };

/** Always with a hyphen, which slugs cannot contain, so a slug can never shadow another channel's join link. */
function newJoinCode(): string {
  return `${randomCode(4)}-${randomCode(4)}`;
}

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
  const directory = createWorkspacesDirectory({ repository, storage, now });

  async function freeSlug(name: string): Promise<string | null> {
    const base = slugFromName(name);
    if (!base) return null;
    for (let suffix = 0; suffix < 50; suffix += 1) {
      const candidate = suffix === 0 ? base : `${base}${suffix + 1}`;
      if (!isReservedChannelSlug(candidate) && !(await repository.slugTaken(candidate))) return candidate;
    }
    return null;
  }

  async function insert(hostUserId: string, name: string, language?: WorkspaceLanguage, description?: string): Promise<WorkspaceRow> {
    const values = {
      name,
      hostUserId,
      joinCode: newJoinCode(),
      ...(language ? { language } : {}),
      description: sanitizeRichText(description ?? ''),
    };
    try {
      return await repository.insertWithHost({ ...values, slug: await freeSlug(name) });
    } catch (error) {
      // Another channel took the slug between the check and the insert; the id still addresses this one.
      if (!isUniqueViolation(error)) throw error;
      return repository.insertWithHost({ ...values, slug: null, joinCode: newJoinCode() });
    }
  }

  return {
    ...access,
    ...directory,

    /** Sign-up of a creator: the channel is named, the rest keeps its defaults. */
    async createForHost(hostUserId: string, name: string): Promise<WorkspaceRow> {
      const parsed = workspaceNameSchema.safeParse(name);
      if (!parsed.success) throw new AppError('NAME_IS_TOO_SHORT', 'channel name is too short');
      return insert(hostUserId, parsed.data);
    },

    /** /channel/create-channel: any signed-in user; a viewer becomes a host. */
    async create(actor: Actor, body: Required<CreateWorkspaceBody>): Promise<WorkspaceRow> {
      const limit = await channelLimit?.(actor);
      if (limit !== undefined && limit !== null && (await repository.ofMember(actor.id, 'host', 1, 0)).total >= limit) {
        throw new AppError('CHANNEL_LIMIT_REACHED', `the hosting plan allows ${limit} channels`, [
          { path: 'channels', message: String(limit) },
        ]);
      }
      return unitOfWork.run(async () => {
        const workspace = await insert(actor.id, body.name, body.language, body.description);
        await users.promoteToHost(actor.id);
        return workspace;
      });
    },

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

    async setImage(actor: Actor, idOrSlug: string, kind: WorkspaceImageKind, base64: string): Promise<string> {
      const workspace = await loadManaged(actor, idOrSlug);
      await requireFeature?.(actor, 'branding');
      const image = await decodeImage(base64, IMAGE_LIMITS[kind]);
      const key = `workspaces/${workspace.id}/${kind}-${randomToken(9)}${image.extension}`;
      await storage.put(key, image.bytes, image.type);
      let previous: string | null;
      try {
        // The row lock orders concurrent uploads: each one removes exactly the file the one before it stored.
        previous = await unitOfWork.run(async () => {
          const current = await repository.lockImageKey(workspace.id, kind);
          await repository.update(workspace.id, kind === 'logo' ? { logoKey: key } : { bannerKey: key });
          return current;
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      if (previous) await storage.delete(previous);
      return storage.signedUrl(key);
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
