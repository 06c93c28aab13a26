import { Navigate, useLocation } from 'react-router';
import { CurrentWorkspaceGate } from '../components/CurrentWorkspaceGate';

/**
 * /channel/dashboard, the navigation's "Channel dashboard": the dashboard of the current channel. The query is kept:
 * the card provider sends a host back here with ?hosting_session= for the dashboard to confirm.
 */
export function CurrentChannelDashboardPage() {
  const { search } = useLocation();
  return (
    <CurrentWorkspaceGate>
      {(id) => <Navigate to={{ pathname: `/channel/${encodeURIComponent(id)}/dashboard`, search }} replace />}
    </CurrentWorkspaceGate>
  );
}
