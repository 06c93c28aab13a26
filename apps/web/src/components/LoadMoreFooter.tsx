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
}

/**
 * The end of an endless list: the next page loads as it scrolls into view, and a "Load more" button does the same
 * for keyboards and for browsers that do not report scrolling.
 */
export function LoadMoreFooter({ hasNextPage, isFetchingNextPage, fetchNextPage, label }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  const { ref, entry } = useIntersection({ rootMargin: PRELOAD_MARGIN });
  const atEnd = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (atEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [atEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

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
