import { Button, Center, Loader } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How far below the screen the end of a list may be when the next load starts, so scrolling rarely waits. */
const PRELOAD_MARGIN = '400px';

interface LoadMoreFooterProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  label: string;
  /** How long the end of the list stays in view before the next page loads by itself (spec 001 §9 list delays). */
  autoLoadDelayMs?: number;
}

/**
 * The end of an endless list: the next page loads as it scrolls into view (after `autoLoadDelayMs`), and a "Load
 * more" button loads it at once, for keyboards and for browsers that do not report scrolling.
 */
export function LoadMoreFooter({ hasNextPage, isFetchingNextPage, fetchNextPage, label, autoLoadDelayMs = 0 }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  const { ref, entry } = useIntersection({ rootMargin: PRELOAD_MARGIN });
  const atEnd = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (!atEnd || !hasNextPage || isFetchingNextPage) return;
    // Scrolled away before the delay ran out: the cleanup cancels the load.
    const timer = setTimeout(() => void fetchNextPage(), autoLoadDelayMs);
    return () => clearTimeout(timer);
  }, [atEnd, hasNextPage, isFetchingNextPage, fetchNextPage, autoLoadDelayMs]);

  return (
    <>
      <div ref={ref} />
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="light" onClick={() => void fetchNextPage()}>
            {label}
          </Button>
        </Center>
      )}
    </>
  );
}
