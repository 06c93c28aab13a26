import { Navigate, useLocation } from 'react-router';
import { channelDashboardPathById } from '../../app/paths';
import { CurrentWorkspaceGate } from '../../features/workspaces';

/**
 * /channel/dashboard, the navigation's "Channel dashboard": the dashboard of the current channel. The query is kept:
 * the card provider sends a host back here with ?hosting_session= for the dashboard to confirm.
 */
export function CurrentChannelDashboardPage() {
  const { search } = useLocation();
  return (
    <CurrentWorkspaceGate>{(id) => <Navigate to={{ pathname: channelDashboardPathById(id), search }} replace />}</CurrentWorkspaceGate>
  );
}
