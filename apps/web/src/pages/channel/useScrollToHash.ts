import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The browser scrolls to #plans only if the section exists when the page loads; channel sections render after
 * the channel arrives, so the channel view scrolls once it is mounted (and again when the hash changes).
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
