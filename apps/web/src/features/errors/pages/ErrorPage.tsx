import { useLocation, useSearchParams } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { errorCodeOf } from '../errorCode';

export function ErrorPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return <ErrorView code={errorCodeOf(pathname)} message={params.get('message')} />;
}
