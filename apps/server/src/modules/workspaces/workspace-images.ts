import { BANNER_MAX_BYTES, type HostingFeature, LOGO_MAX_BYTES } from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { randomToken } from '../../infra/crypto/tokens.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceRow, WorkspacesRepository } from './workspaces.repository.js';

export type FeatureGate = (actor: Actor, feature: HostingFeature) => Promise<void>;

export type WorkspaceImageKind = 'logo' | 'banner';
const IMAGE_LIMITS: Record<WorkspaceImageKind, number> = { logo: LOGO_MAX_BYTES, banner: BANNER_MAX_BYTES };

interface Deps {
  repository: WorkspacesRepository;
  unitOfWork: UnitOfWork;
  storage: ObjectStorage;
  /** Hosting-plan features (spec §6: logo and banner upload answer 403 when the plan lacks branding). */
  requireFeature?: FeatureGate;
  loadManaged(actor: Actor, idOrSlug: string): Promise<WorkspaceRow>;
}

/** A channel's logo and banner: stored, swapped in, and the file they replace removed. */
export function createWorkspaceImages({ repository, unitOfWork, storage, requireFeature, loadManaged }: Deps) {
  return {
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
  };
}
