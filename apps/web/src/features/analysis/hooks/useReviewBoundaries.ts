import { notifications } from '@mantine/notifications';
import type { Chunk } from '@platform/shared';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addMarker, domainEnd, fromChunks, mergeWithNext, moveBoundary, removeBoundary, splitAt } from '../lib/timeline';

/** Keys that act on the editor when focus is not in a text field: split, add a marker, merge the chunk chosen. */
const SHORTCUTS = ['s', 'a', 'm'];

/**
 * The chunk boundaries under review and the marker and chunk chosen, with the edits the review editor makes to them
 * by button or key: split at the playhead, add a marker, move, remove, merge, reset.
 */
export function useReviewBoundaries(chunks: Chunk[], currentTime: number, recordingSeconds: number | null | undefined) {
  const { t } = useTranslation('analysis');
  const initial = useMemo(() => fromChunks(chunks), [chunks]);
  const [boundaries, setBoundaries] = useState<number[]>(initial);
  const [selectedMarker, setSelectedMarker] = useState<number | null>(null);
  const [selectedChunk, setSelectedChunk] = useState<number | null>(chunks.length > 0 ? 0 : null);
  const end = domainEnd(recordingSeconds, boundaries);

  // The server's chunks after a save (or another tab's) replace the local edit. Compared by value: a re-read that
  // brings the same boundaries (the list refetched on coming back to the tab, a title filled in) keeps unsaved edits.
  const initialKey = initial.join(' ');
  useEffect(() => setBoundaries(initial), [initialKey]);

  function split() {
    const next = splitAt(boundaries, currentTime);
    if (next.length === boundaries.length) {
      notifications.show({ color: 'yellow', message: t('review.cannotSplit') });
      return;
    }
    setBoundaries(next);
    setSelectedMarker(next.indexOf(Math.round(currentTime * 1000) / 1000));
  }

  function add() {
    const result = addMarker(boundaries, selectedMarker, currentTime, end);
    if (result.index < 0) {
      notifications.show({ color: 'yellow', message: t('review.noRoom') });
      return;
    }
    setBoundaries(result.boundaries);
    setSelectedMarker(result.index);
  }

  function remove(index: number) {
    const next = removeBoundary(boundaries, index);
    setBoundaries(next);
    // The neighbour that took its place is chosen, as the timeline moves focus there: a second Delete acts on what is shown.
    setSelectedMarker(next.length > 0 ? Math.min(index, next.length - 1) : null);
  }

  function merge(index: number) {
    setBoundaries(mergeWithNext(boundaries, index));
    setSelectedChunk(index);
    setSelectedMarker(null);
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey || event.altKey || target.closest('input, textarea')) return;
    const key = event.key.toLowerCase();
    if (!SHORTCUTS.includes(key)) return;
    event.preventDefault();
    if (key === 's') split();
    if (key === 'a') add();
    if (key === 'm' && selectedChunk !== null) merge(selectedChunk);
  }

  return {
    boundaries,
    end,
    selectedMarker,
    selectedChunk,
    setSelectedMarker,
    setSelectedChunk,
    split,
    add,
    remove,
    merge,
    onKey,
    move: (index: number, seconds: number) => setBoundaries(moveBoundary(boundaries, index, seconds, end)),
    reset: () => {
      setBoundaries(initial);
      setSelectedMarker(null);
    },
  };
}
