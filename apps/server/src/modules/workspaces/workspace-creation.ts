import { isReservedChannelSlug, type CreateWorkspaceBody, type WorkspaceLanguage, workspaceNameSchema } from '@platform/shared';
import { isUniqueViolation } from '../../database/errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import { randomCode } from '../../infra/crypto/tokens.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { Actor, UsersService } from '../users/index.js';
import { slugFromName } from './slug.js';
import type { WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';

export type ChannelLimit = (actor: Actor) => Promise<number | null>;

interface Deps {
  repository: WorkspacesRepository;
  unitOfWork: UnitOfWork;
  users: UsersService;
  /** How many channels the user's hosting plan allows (spec §9 plan features); null for no limit. */
  channelLimit?: ChannelLimit;
}

/** Always with a hyphen, which slugs cannot contain, so a slug can never shadow another channel's join link. */
function newJoinCode(): string {
  return `${randomCode(4)}-${randomCode(4)}`;
}

/** A new channel: at a creator's sign-up, or made by any signed-in user within their plan's channel limit. */
export function createWorkspaceCreation({ repository, unitOfWork, users, channelLimit }: Deps) {
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
  };
}
