import { Navigate } from 'react-router';
import { CurrentWorkspaceGate } from '../components/CurrentWorkspaceGate';

/** /channel/dashboard, the navigation's "Channel dashboard": the dashboard of the current channel. */
export function CurrentChannelDashboardPage() {
  return <CurrentWorkspaceGate>{(id) => <Navigate to={`/channel/${encodeURIComponent(id)}/dashboard`} replace />}</CurrentWorkspaceGate>;
}
