/** The two kinds of track a feed carries. */
export type MediaKind = 'audio' | 'video';
