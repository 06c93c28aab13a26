/** The feature's public face: other features and the app shell import from here only. */
export { BannerCarousel } from './components/BannerCarousel';
export { BannerManager } from './components/BannerManager';
