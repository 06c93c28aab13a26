import { analysedVideo } from './support/analysed-video.js';
const t0 = Date.now();
const result = await analysedVideo('http://127.0.0.1:3800', { workDir: '/tmp/me/prof/work', title: 'Prof talk', publish: false });
console.log('analysedVideo took', Date.now() - t0, 'ms', result.videoId);
process.exit(0);
