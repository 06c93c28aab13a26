import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { unknownPathTarget, usePublicConfig } from '../../features/system';

/** Spec §2: any path not listed goes home in full mode and to the fixed channel in single-channel mode. */
export function UnknownPathRedirect() {
  const { config, isPending } = usePublicConfig();
  if (isPending) return <PageLoader />;
  return <Navigate to={unknownPathTarget(config.single_channel)} replace />;
}
