import type { Activity } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { shortDescription } from './head-words.js';
import type { SharedChunkRow } from './sharing.repository.js';
import { videoHead, type VideoHeadInput } from './video-head.js';

const activity = (patch: Partial<Activity> = {}): Activity =>
  ({
    id: 'v1',
    title: { en: 'Rates' },
    description: '<p>About <b>rates</b></p>',
    start_date: '2026-11-01T02:00:00.000Z',
    thumbnail_url: '/api/activities/v1/media/r1/poster.jpg',
    workspace_id: 'w1',
    locked: false,
    recording: [{ media_state: 'ready', archive_url: '/api/activities/v1/media/r1/source.mp4', duration: 120 }],
    ...patch,
  }) as Activity;

const chunk = (patch: Partial<SharedChunkRow>): SharedChunkRow => ({
  id: 'c1',
  activityId: 'v1',
  startMs: 0,
  endMs: 10_000,
  title: 'Intro',
  summary: 'How it starts.',
  clipReady: true,
  thumbnailKey: 'chunks/c1/thumbnail.jpg',
  ...patch,
});

const input = (patch: Partial<VideoHeadInput> = {}): VideoHeadInput => ({
  origin: 'https://chunks.example',
  siteName: 'Chunks.AI',
  activity: activity(),
  channel: { name: 'Money Talk', language: 'en-US' },
  chunks: [chunk({}), chunk({ id: 'c2', startMs: 10_000, endMs: 20_500, title: '', summary: '' })],
  chunkId: null,
  chunkTextPublic: true,
  ...patch,
});

describe('a video page head', () => {
  it('names an untitled chunk by its place and describes an empty summary by its video and channel', () => {
    const head = videoHead(input({ chunkId: 'c2' }));
    expect(head.title).toBe('Part 2 · Rates');
    expect(head.description).toBe('A moment of “Rates” by Money Talk.');
    expect(head.canonicalUrl).toBe('https://chunks.example/video-playback/v1?chunk=c2');
  });

  it('answers the video’s own head for a chunk id that is not one of its chunks', () => {
    const head = videoHead(input({ chunkId: 'elsewhere' }));
    expect(head.title).toBe('Rates · Money Talk');
    expect(head.description).toBe('About rates');
    expect(head.video).toEqual({ url: 'https://chunks.example/api/activities/v1/media/r1/source.mp4', type: 'video/mp4' });
  });

  it('gives a locked video whose host hides chunk text neither chunk titles nor media, even for a chunk link', () => {
    const locked = activity({ locked: true, recording: [] });
    const head = videoHead(input({ activity: locked, chunkId: 'c1', chunkTextPublic: false }));
    expect(head.title).toBe('Rates · Money Talk');
    expect(head.description).toBe('Subscribe to Money Talk to watch this video.');
    expect(head.video).toBeNull();
    expect(head.image).toBe('https://chunks.example/api/activities/v1/media/r1/poster.jpg');
    expect(JSON.stringify(head)).not.toMatch(/Intro|How it starts|source\.mp4|clip\.mp4/);
  });

  it('cuts a long description at a length previews show whole', () => {
    const cut = shortDescription(`${'word '.repeat(100)}\n\nend`);
    expect(cut.length).toBe(300);
    expect(cut.endsWith('…')).toBe(true);
    expect(shortDescription('  short\n text ')).toBe('short text');
  });
});
