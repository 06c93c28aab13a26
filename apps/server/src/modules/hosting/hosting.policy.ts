import type { HostingFeature, HostingPlanDefinition } from '@platform/shared';
import type { Actor } from '../users/index.js';

/**
 * Spec §9 hosting-plan features. Admins are never gated; a host has the features of their hosting subscription, or
 * of the platform's default plan when they have none; without either, nothing gated is allowed.
 */
export function hasHostingFeature(actor: Actor, plan: HostingPlanDefinition | null, feature: HostingFeature): boolean {
  if (actor.role === 'admin') return true;
  return plan !== null && plan.features.includes(feature);
}

/** Hosts buy hosting plans for themselves; admins may too (to try it), viewers may not. */
export function canSubscribeToHosting(actor: Actor): boolean {
  return actor.role === 'host' || actor.role === 'admin';
}

/** A host ends their own hosting subscription; admins may end anyone's (support). */
export function canCancelHosting(actor: Actor, subscription: { userId: string }): boolean {
  return actor.role === 'admin' || subscription.userId === actor.id;
}

/** A host reads their own hosting invoices; admins may read any host's (support). */
export function canListHostingInvoices(actor: Actor, ownerId: string): boolean {
  return actor.role === 'admin' || actor.id === ownerId;
}
