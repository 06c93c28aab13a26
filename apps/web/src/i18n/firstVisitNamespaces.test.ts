import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMESPACES } from '../pages/channel';
import { HOME_NAMESPACES } from '../pages/home';
import { VIDEO_PLAYBACK_NAMESPACES } from '../pages/video-playback';
import { FIRST_VISIT_NAMESPACES } from './namespaces';

describe('the first visit’s translations', () => {
  it('hold every namespace the home, channel and video pages load before they paint', () => {
    const pages = [...HOME_NAMESPACES, ...CHANNEL_NAMESPACES, ...VIDEO_PLAYBACK_NAMESPACES];
    expect(pages.filter((namespace) => !(FIRST_VISIT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });
});
