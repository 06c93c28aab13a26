import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { Providers } from './Providers';

/**
 * The whole app for a router and a query cache: the browser's (main.tsx) and a server render's (entry-server.tsx)
 * build the same tree, so the HTML the server wrote is what the browser's first render would make.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
