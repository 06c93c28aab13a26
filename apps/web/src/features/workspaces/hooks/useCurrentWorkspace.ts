import { useLocalStorage } from '@mantine/hooks';
import { useMe } from '../../auth';
import { CURRENT_WORKSPACE_STORAGE_KEY, resolveCurrentWorkspaceId } from '../lib/currentWorkspace';
import { useSwitcherWorkspaces } from './useSwitcherWorkspaces';

export interface CurrentWorkspace {
  /** The channel being managed, or null when there is none to manage (yet). */
  id: string | null;
  isPending: boolean;
  setCurrent: (id: string) => void;
}

/**
 * The channel /channel/edit and /channel/users work on (spec §2). Kept in local storage, so every component that
 * uses this hook, and every tab, sees a switch at once.
 */
export function useCurrentWorkspace(): CurrentWorkspace {
  const me = useMe();
  const role = me.data?.role;
  const [stored, setStored] = useLocalStorage<string | null>({
    key: CURRENT_WORKSPACE_STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    // A bare id, not JSON, so the stored value reads as what it is.
    serialize: (value) => value ?? '',
    deserialize: (value) => (value ? value : null),
  });
  const hosted = useSwitcherWorkspaces(role === 'host' ? role : undefined);
  const hostedIds = hosted.data?.results.map((workspace) => workspace.id) ?? [];
  return {
    id: role ? resolveCurrentWorkspaceId(stored, role, hostedIds) : null,
    isPending: me.isPending || (role === 'host' && hosted.isPending),
    setCurrent: setStored,
  };
}
