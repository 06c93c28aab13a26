import { Button } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './LiveRoom.module.css';

interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  /** My own preview: muted (no echo) and mirrored. */
  self?: boolean;
  mirrored?: boolean;
  /** Extra attributes for the browser tests (which feed this video shows). */
  videoProps?: Record<`data-${string}`, string>;
  children?: ReactNode;
}

/**
 * One video with its name. Sound may be blocked until the page was interacted with; the video then plays muted with a
 * button to turn the sound on, rather than not at all.
 */
export function VideoTile({ stream, label, self = false, mirrored = false, videoProps, children }: VideoTileProps) {
  const { t } = useTranslation('live');
  const video = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    element.play().catch(() => {
      if (element.muted) return;
      element.muted = true;
      setSoundBlocked(true);
      void element.play().catch(() => undefined);
    });
  }, [stream]);

  function turnSoundOn() {
    if (!video.current) return;
    video.current.muted = false;
    void video.current.play().then(
      () => setSoundBlocked(false),
      () => undefined,
    );
  }

  return (
    <figure className={classes.tile} style={{ margin: 0 }}>
      <video
        ref={video}
        className={mirrored ? `${classes.video} ${classes.mirrored}` : classes.video}
        autoPlay
        playsInline
        muted={self}
        {...videoProps}
      />
      <figcaption className={classes.label}>{label}</figcaption>
      {soundBlocked && (
        <Button size="compact-sm" leftSection={<IconVolume size={14} aria-hidden />} pos="absolute" top={8} right={8} onClick={turnSoundOn}>
          {t('stage.soundOn')}
        </Button>
      )}
      {children}
    </figure>
  );
}
