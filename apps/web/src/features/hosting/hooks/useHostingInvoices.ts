import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchHostingInvoices } from '../api';
import { hostingKeys } from './hostingKeys';

export const HOSTING_INVOICES_PAGE_SIZE = 10;

/** One page (1-based) of the host's hosting invoices; refreshed with every hosting query when a plan is bought or ends. */
export function useHostingInvoices(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: hostingKeys.invoices(page),
    queryFn: () => fetchHostingInvoices(HOSTING_INVOICES_PAGE_SIZE, (page - 1) * HOSTING_INVOICES_PAGE_SIZE),
    enabled,
    // Keep the current rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
