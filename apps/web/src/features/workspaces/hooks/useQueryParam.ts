import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Query parameters as state. A change replaces the history entry (a filter is not a new page) and keeps the hash
 * and the scroll position, so a filter under #videos stays in view. Several parameters change in one update.
 */
export function useQueryParams(): [URLSearchParams, (updates: Record<string, string | null>) => void] {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const update = useCallback(
    (updates: Record<string, string | null>) => {
      const params = new URLSearchParams(search);
      for (const [name, value] of Object.entries(updates)) {
        if (value) params.set(name, value);
        else params.delete(name);
      }
      const query = params.toString();
      navigate({ search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
    },
    [search, hash, navigate],
  );
  return [new URLSearchParams(search), update];
}

/** One query parameter as state. */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const [params, update] = useQueryParams();
  const setValue = useCallback((value: string | null) => update({ [name]: value }), [name, update]);
  return [params.get(name), setValue];
}
