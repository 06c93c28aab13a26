import { Box } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds, keyTarget, rangesOf, type Boundaries, type Range } from '../lib/timeline';
import { tickStep } from '../lib/ticks';
import classes from './Timeline.module.css';

interface TimelineProps {
  boundaries: Boundaries;
  /** Stretches of the recording outside every chunk, shaded as left out. */
  leftOut: readonly Range[];
  /** The domain's end, seconds. */
  end: number;
  currentTime: number;
  titles: readonly string[];
  selectedMarker: number | null;
  selectedChunk: number | null;
  onMove: (index: number, seconds: number) => void;
  onRemove: (index: number) => void;
  onSelectMarker: (index: number) => void;
  onSelectChunk: (index: number) => void;
  onSeek: (seconds: number) => void;
}

/**
 * Pixels per second below which a long recording scrolls sideways rather than squeezing its chunks; on a phone the
 * track is zoomed out to the whole recording instead (Timeline.module.css), as a sideways scroll there fights the drag.
 */
const MIN_PX_PER_SECOND = 6;
const MAX_WIDTH_PX = 24_000;

/**
 * The review timeline: the chunks as labelled bands, their boundaries as markers dragged with a pointer or moved with
 * the keyboard (each marker is a slider), and the player's playhead. A press on the track seeks the player there.
 */
export function Timeline(props: TimelineProps) {
  const { boundaries, end, currentTime, titles, selectedMarker, selectedChunk } = props;
  const { t } = useTranslation('analysis');
  const trackRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const at = (seconds: number) => `${(Math.min(end, Math.max(0, seconds)) / end) * 100}%`;

  function secondsFrom(clientX: number): number {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return Math.min(end, Math.max(0, ((clientX - rect.left) / rect.width) * end));
  }

  function markerDown(event: PointerEvent<HTMLButtonElement>, index: number) {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = index;
    props.onSelectMarker(index);
  }

  function markerMove(event: PointerEvent<HTMLButtonElement>, index: number) {
    if (dragging.current === index) props.onMove(index, secondsFrom(event.clientX));
  }

  function markerKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onRemove(index);
      // Focus goes to the marker now in its place (the one before, for the last), not back to the page.
      const neighbour = Math.min(index, boundaries.length - 2);
      const track = trackRef.current;
      if (neighbour >= 0 && track) {
        setTimeout(() => track.querySelectorAll<HTMLButtonElement>('[role="slider"]')[neighbour]?.focus());
      }
      return;
    }
    const target = keyTarget(event.key, event.shiftKey, boundaries, index, end);
    if (target === null) return;
    event.preventDefault();
    props.onMove(index, target);
  }

  // A chunk chosen from the list below, or by the keys, is scrolled into the timeline's view.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const band = selectedChunk === null ? undefined : scroller?.querySelectorAll('[data-testid="timeline-chunk"]')[selectedChunk];
    if (!scroller || !band) return;
    const view = scroller.getBoundingClientRect();
    const box = band.getBoundingClientRect();
    if (box.left < view.left || box.right > view.right) scroller.scrollLeft += box.left - view.left - view.width / 4;
  }, [selectedChunk]);

  const step = tickStep(end);
  const ticks = Array.from({ length: Math.floor(end / step) + 1 }, (_, i) => i * step);

  return (
    <div className={classes.scroller} ref={scrollerRef}>
      <Box
        ref={trackRef}
        className={classes.track}
        style={{ '--timeline-min-width': `${Math.min(MAX_WIDTH_PX, end * MIN_PX_PER_SECOND)}px` }}
        data-testid="timeline"
        // Focusable by a click (not by Tab: the markers are the keyboard's way in), so the editor's S, A and M keys
        // work right after the host clicks the track or a chunk.
        tabIndex={-1}
        onPointerDown={(event) => props.onSeek(secondsFrom(event.clientX))}
      >
        <div className={classes.ruler} aria-hidden>
          {ticks.map((tick) => (
            <span key={tick} className={classes.tick} style={{ left: at(tick) }}>
              {formatSeconds(tick, false)}
            </span>
          ))}
        </div>
        {props.leftOut.map((stretch) => (
          <div
            key={stretch.start}
            className={classes.leftOut}
            style={{ left: at(stretch.start), width: `calc(${at(stretch.end)} - ${at(stretch.start)})` }}
            title={t('review.leftOutBand')}
            data-testid="timeline-left-out"
          />
        ))}
        {rangesOf(boundaries).map((range, i) => (
          <div
            key={`${range.start}-${i}`}
            className={classes.band}
            style={{ left: at(range.start), width: `calc(${at(range.end)} - ${at(range.start)})` }}
            data-parity={i % 2}
            data-selected={selectedChunk === i || undefined}
            data-testid="timeline-chunk"
            title={`${i + 1}. ${titles[i] || t('review.untitled')} (${formatSeconds(range.start)}–${formatSeconds(range.end)})`}
            onPointerDown={(event) => {
              event.stopPropagation();
              props.onSelectChunk(i);
              props.onSeek(secondsFrom(event.clientX));
            }}
          >
            <div className={classes.bandTitle}>
              {i + 1}. {titles[i] || t('review.untitled')}
            </div>
            <div className={classes.bandTime}>
              {formatSeconds(range.start)}–{formatSeconds(range.end)}
            </div>
          </div>
        ))}
        {boundaries.map((seconds, i) => (
          <button
            key={i}
            type="button"
            role="slider"
            className={classes.marker}
            style={{ left: at(seconds) }}
            aria-label={t('review.marker', { number: i + 1 })}
            aria-valuemin={0}
            aria-valuemax={Math.round(end * 10) / 10}
            aria-valuenow={seconds}
            aria-valuetext={formatSeconds(seconds)}
            aria-orientation="horizontal"
            data-selected={selectedMarker === i || undefined}
            data-testid="timeline-marker"
            onPointerDown={(event) => markerDown(event, i)}
            onPointerMove={(event) => markerMove(event, i)}
            onPointerUp={() => {
              dragging.current = null;
            }}
            onFocus={() => props.onSelectMarker(i)}
            onKeyDown={(event) => markerKey(event, i)}
          />
        ))}
        <div className={classes.playhead} style={{ left: at(currentTime) }} aria-hidden data-testid="playhead" />
      </Box>
    </div>
  );
}
