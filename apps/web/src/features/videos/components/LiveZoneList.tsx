import { useState, type ReactNode } from 'react';
import { useIncomingWebinars } from '../hooks/useLiveWebinars';
import { LiveList } from './LiveList';

/** Spec §2 home live zone: live and upcoming webinars of every channel the viewer may see, 4 to a page. */
export function LiveZoneList({ empty }: { empty: ReactNode }) {
  const [page, setPage] = useState(1);
  const query = useIncomingWebinars(page);
  return <LiveList query={query} page={page} onPageChange={setPage} empty={empty} />;
}
