import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { usePublicConfig } from '../../features/system';
import { UnknownPathRedirect } from './UnknownPathRedirect';

/** Pages that do not exist in single-channel mode (creating a channel) act there like an unknown path. */
export function FullModeOnly() {
  const { config, isPending } = usePublicConfig();
  if (isPending) return <PageLoader />;
  return config.single_channel ? <UnknownPathRedirect /> : <Outlet />;
}
