export { packageHls, type HlsOptions, type HlsResult } from './hls.js';
export { MediaError, type MediaErrorCode } from './media-error.js';
export { makePoster, type PosterOptions } from './poster.js';
export { isMp4Container, probeMedia, type AudioStreamInfo, type MediaProbe, type VideoStreamInfo } from './probe.js';
export { runFfmpeg, runFfprobe, type FfmpegOptions, type RunOptions } from './run-ffmpeg.js';
