import { Navigate, useSearchParams } from 'react-router';
import { channelIdOrSlugPath, PATHS } from '../../../app/paths';

/** Spec §2: /join?code=... opens the channel the join code belongs to (the API reads join codes like slugs). */
export function JoinPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim();
  return <Navigate to={code ? channelIdOrSlugPath(code) : PATHS.home} replace />;
}
