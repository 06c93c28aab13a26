import { DISCOUNT_CENTRE_TABS, type DiscountCentreTab } from '@platform/shared';

/** The ?tab= value as a tab; anything else opens EVENT. */
export function tabFromQuery(value: string | null): DiscountCentreTab {
  return DISCOUNT_CENTRE_TABS.find((tab) => tab === value) ?? 'EVENT';
}
