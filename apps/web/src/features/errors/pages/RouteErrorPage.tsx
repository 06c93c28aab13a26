import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../components/ErrorView';

/** A page that crashed while rendering shows the error page instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? String(error.status) : '500';
  return <ErrorView code={code} message={null} />;
}
