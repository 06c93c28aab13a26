import { hongKongIsoDate, type EarningsReport } from '@platform/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../users/index.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import { canManagePlans } from '../plans/index.js';
import { earningsReport } from './earnings.js';
import type { EarningsRepository } from './earnings.repository.js';
import { paymentsCsv } from './payments-csv.js';

interface Deps {
  repository: EarningsRepository;
  workspaces: WorkspacesService;
  now?: () => number;
}

/** What a channel's plans have earned: for its host and admins only, as the plans themselves. */
export function createEarningsService({ repository, workspaces, now = Date.now }: Deps) {
  async function managedWorkspaceId(actor: Actor, workspaceId: string): Promise<string> {
    const access = await workspaces.access(actor, workspaceId);
    if (!canManagePlans(access)) throw new AppError('FORBIDDEN', 'only the channel host or an admin may see its earnings');
    return access.workspace.id;
  }

  return {
    async report(actor: Actor, workspaceId: string): Promise<EarningsReport> {
      return earningsReport(await repository.invoicesOf(await managedWorkspaceId(actor, workspaceId)));
    },

    /** The channel's payments as CSV text in pieces, and the file name to save it under. */
    async paymentsCsv(actor: Actor, workspaceId: string): Promise<{ filename: string; chunks: Iterable<string> }> {
      const payments = await repository.paymentsOf(await managedWorkspaceId(actor, workspaceId));
      return { filename: `payments-${hongKongIsoDate(new Date(now()))}.csv`, chunks: paymentsCsv(payments) };
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
