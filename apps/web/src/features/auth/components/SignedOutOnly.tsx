import { useEffect, useRef, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useLogout } from '../hooks/useLogout';
import { useMe } from '../hooks/useMe';

/** Spec §5: a signed-in user opening sign-up is logged out and stays on sign-up. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  const { mutate: logout } = useLogout();
  const loggingOut = useRef(false);
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (!signedIn || loggingOut.current) return;
    loggingOut.current = true;
    logout(undefined, { onSettled: () => (loggingOut.current = false) });
  }, [signedIn, logout]);

  if (me.isPending || signedIn) return <PageLoader />;
  return children;
}
