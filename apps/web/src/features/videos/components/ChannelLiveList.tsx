import { useState, type ReactNode } from 'react';
import { useChannelLive } from '../hooks/useLiveWebinars';
import { LiveList } from './LiveList';

/** Spec §2 channel page live carousel: the channel's live and upcoming webinars, 4 to a page. */
export function ChannelLiveList({ channelId, empty }: { channelId: string; empty: ReactNode }) {
  const [page, setPage] = useState(1);
  const query = useChannelLive(channelId, page);
  return <LiveList query={query} page={page} onPageChange={setPage} empty={empty} />;
}
