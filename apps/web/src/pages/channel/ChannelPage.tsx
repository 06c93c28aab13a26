import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth';
import { channelPageRedirect, usePublicConfig } from '../../features/system';
import { ChannelView } from './ChannelView';
import { ChannelAccessNotice, useWorkspace } from '../../features/workspaces';

/** /channel/{idOrSlug}; in single-channel mode a guest only sees published channels (spec §2). */
export function ChannelPage() {
  const { idOrSlug = '' } = useParams();
  const me = useMe();
  const { config, isPending: configPending } = usePublicConfig();
  const channel = useWorkspace(idOrSlug);

  if (me.isPending || configPending || channel.isPending) return <PageLoader />;
  const redirect = channelPageRedirect(config.single_channel, idOrSlug, Boolean(me.data), channel.data ?? null);
  if (redirect) return <Navigate to={redirect} replace />;
  if (channel.isError) return <ChannelAccessNotice error={channel.error} />;
  return <ChannelView channel={channel.data} />;
}
