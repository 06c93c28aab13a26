import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { NoChannelNotice } from './NoChannelNotice';

/** Pages without an id in their path (/channel/edit, /channel/users) work on the current channel. */
export function CurrentWorkspaceGate({ children }: { children: (id: string) => ReactNode }) {
  const current = useCurrentWorkspace();
  if (current.isPending) return <PageLoader />;
  if (!current.id) return <NoChannelNotice />;
  return children(current.id);
}
