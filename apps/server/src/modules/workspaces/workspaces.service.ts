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
  type WorkspaceMemberRole,
  workspaceNameSchema,
} from '@platform/shared';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { randomCode, randomToken } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import { isUniqueViolation } from '../../infra/db/errors.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import type { KeywordsRepository } from './keywords.repository.js';
import { slugFromName } from './slug.js';
import { canManageWorkspace, canViewWorkspace, isAdmin, type MemberRole } from './workspaces.policy.js';
import { toWorkspaceSummary } from './workspaces.presenter.js';
import type { SuggestionFilter, WorkspacePatch, WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';
import { UUID_PATTERN } from './workspaces.repository.js';

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

/** How long a channel read for a busy list is served again, and how many are kept. */
const RECENT_CHANNELS = { ttlMs: 1_000, maxEntries: 1_000 };

export type FeatureGate = (actor: Actor, feature: HostingFeature) => Promise<void>;
export type ChannelLimit = (actor: Actor) => Promise<number | null>;

/** The lowest price among a channel's plans on sale, from the module that sells them. */
export interface ChannelPricing {
  startingPrice(workspaceId: string): Promise<{ unit_amount: number; currency: string } | null>;
}

/** What a caller is to a channel, for modules whose rules follow the channel's (spec §6). */
export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  memberRole: MemberRole;
  canView: boolean;
  canManage: boolean;
}

export type WorkspaceImageKind = 'logo' | 'banner';
const IMAGE_LIMITS: Record<WorkspaceImageKind, number> = { logo: LOGO_MAX_BYTES, banner: BANNER_MAX_BYTES };

/** Suggestion totals change slowly and counting thousands of rows per scroll step is the costliest part of the list. */
const SUGGESTION_COUNT_TTL_MS = 30_000;

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
  const recentChannels = createMomentCache<WorkspaceRow>({ ...RECENT_CHANNELS, generation: writes, now });

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

  async function load(idOrSlug: string): Promise<WorkspaceRow> {
    const workspace = await repository.findByIdOrSlug(idOrSlug);
    if (!workspace) throw new AppError('NOT_FOUND', 'no such channel');
    return workspace;
  }

  /** The caller's role in the channel: from their standing when the request carries it, else asked. */
  async function memberRoleOf(actor: Actor | null, workspaceId: string): Promise<MemberRole> {
    if (!actor) return null;
    if (actor.standing) return actor.standing.memberships.get(workspaceId)?.role ?? null;
    return repository.memberRole(workspaceId, actor.id);
  }

  /** What the caller may do with a channel, from their role in it. */
  function accessOf(actor: Actor | null, workspace: WorkspaceRow, memberRole: MemberRole): WorkspaceAccess {
    return {
      workspace,
      memberRole,
      canView: canViewWorkspace(actor, workspace.publish, memberRole),
      canManage: canManageWorkspace(actor, memberRole),
    };
  }

  async function loadManaged(actor: Actor, idOrSlug: string): Promise<WorkspaceRow> {
    const workspace = await load(idOrSlug);
    if (!canManageWorkspace(actor, await repository.memberRole(workspace.id, actor.id))) {
      throw new AppError('FORBIDDEN', 'only the channel host or an admin may do this');
    }
    return workspace;
  }

  async function page(rows: WorkspaceRow[], total: number, limit: number) {
    return { results: await Promise.all(rows.map((row) => toWorkspaceSummary(storage, row))), _total_count: total, _limit: limit };
  }

  const suggestionCounts = new Map<string, { value: number; expiresAt: number }>();
  async function countSuggestions(filter: SuggestionFilter): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = suggestionCounts.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = await repository.countSuggestions(filter);
    if (suggestionCounts.size > 1000) suggestionCounts.clear();
    suggestionCounts.set(key, { value, expiresAt: now() + SUGGESTION_COUNT_TTL_MS });
    return value;
  }

  return {
    load,
    loadManaged,

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

    async listAll(actor: Actor, limit: number, offset: number) {
      if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'only admins list every channel');
      const result = await repository.all(limit, offset);
      return {
        results: await Promise.all(
          result.rows.map(async (row) => ({ ...(await toWorkspaceSummary(storage, row.workspace)), host_email: row.hostEmail })),
        ),
        _total_count: result.total,
        _limit: limit,
      };
    },

    async mine(actor: Actor, limit: number, offset: number) {
      const { rows, total } = await repository.ofMember(actor.id, 'host', limit, offset);
      return page(rows, total, limit);
    },
    async followed(actor: Actor, limit: number, offset: number) {
      const { rows, total } = await repository.ofMember(actor.id, 'viewer', limit, offset);
      return page(rows, total, limit);
    },
    async suggestions(filter: SuggestionFilter, limit: number, offset: number) {
      const [rows, total] = await Promise.all([repository.suggestions(filter, limit, offset), countSuggestions(filter)]);
      return page(rows, total, limit);
    },

    async access(actor: Actor | null, idOrSlug: string): Promise<WorkspaceAccess> {
      // The caller's standing, when the request carries it, already holds the role.
      if (!actor || actor.standing) {
        const workspace = await load(idOrSlug);
        const memberRole = await memberRoleOf(actor, workspace.id);
        return accessOf(actor, workspace, memberRole);
      }
      // Given the channel's id, the caller's role in it is read beside the channel, not after it.
      const [workspace, roleById] = await Promise.all([
        load(idOrSlug),
        UUID_PATTERN.test(idOrSlug) ? repository.memberRole(idOrSlug, actor.id) : undefined,
      ]);
      const memberRole =
        roleById !== undefined && workspace.id === idOrSlug ? roleById : await repository.memberRole(workspace.id, actor.id);
      return accessOf(actor, workspace, memberRole);
    },

    /**
     * access() for a busy read (a channel's video list): the channel as read up to a second ago, shared by every
     * caller (forgotten at once when a change passes through this process), and the caller's role as access() has it.
     * Never for a change, which checks rights on the row as stored now.
     */
    async accessForReading(actor: Actor | null, idOrSlug: string): Promise<WorkspaceAccess> {
      const workspace = await recentChannels.get(idOrSlug, () => load(idOrSlug));
      const memberRole = await memberRoleOf(actor, workspace.id);
      return accessOf(actor, workspace, memberRole);
    },

    /** Whether the caller may manage the channel, without reading it: the role decides (no query with a standing). */
    async mayManage(actor: Actor, workspaceId: string): Promise<boolean> {
      return canManageWorkspace(actor, await memberRoleOf(actor, workspaceId));
    },

    /** The channels with these ids as stored: what a list shows of them is the same for every caller. */
    findMany: (ids: string[]) => repository.findByIds([...new Set(ids)]),

    /** access() for channels already loaded, in one query for the caller's roles in all of them. */
    async accessToLoaded(actor: Actor | null, rows: WorkspaceRow[]): Promise<Map<string, WorkspaceAccess>> {
      const standing = actor?.standing;
      const roles =
        actor && !standing
          ? await repository.memberRoles([...new Set(rows.map((row) => row.id))], actor.id)
          : new Map<string, WorkspaceMemberRole>();
      return new Map(
        rows.map((workspace) => {
          const memberRole: WorkspaceMemberRole | null =
            (standing ? standing.memberships.get(workspace.id)?.role : roles.get(workspace.id)) ?? null;
          return [workspace.id, accessOf(actor, workspace, memberRole)];
        }),
      );
    },

    summary: (row: WorkspaceRow) => toWorkspaceSummary(storage, row),

    /** The channels whose videos the caller follows or hosts, for "latest subscribed videos". */
    memberWorkspaceIds: async (actor: Actor): Promise<string[]> =>
      actor.standing ? [...actor.standing.memberships.keys()] : repository.memberWorkspaceIds(actor.id),

    /** The private channels the caller belongs to: all that sets what they see apart from what everyone sees. */
    privateMemberWorkspaceIds: async (actor: Actor): Promise<string[]> =>
      actor.standing
        ? [...actor.standing.memberships].flatMap(([id, membership]) => (membership.publish ? [] : [id]))
        : repository.privateMemberWorkspaceIds(actor.id),
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
