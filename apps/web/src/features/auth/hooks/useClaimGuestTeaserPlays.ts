import { useEffect } from 'react';
import { forgetGuestBrowserId, keptGuestBrowserId } from '../../../lib/guestBrowserId';
import { claimGuestTeaserPlays } from '../api';
import { useMe } from './useMe';

/**
 * Once someone is signed in (after signing up or logging in), the free previews this browser played as a guest become
 * theirs, so a purchase that follows counts beside those plays on the host's earnings page. The id is forgotten once
 * handed over; a claim that fails keeps it for the next page load.
 */
export function useClaimGuestTeaserPlays() {
  const signedIn = Boolean(useMe().data);
  useEffect(() => {
    const guestId = signedIn ? keptGuestBrowserId() : null;
    if (!guestId) return;
    claimGuestTeaserPlays(guestId).then(
      () => forgetGuestBrowserId(),
      // Nothing to tell the viewer: their plays simply stay a guest's until the next try.
      () => undefined,
    );
  }, [signedIn]);
}
