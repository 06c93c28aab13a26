/** The feature's public face: other features and the app shell import from here only. */
export { BannerCarousel } from './components/BannerCarousel';
export { bannersQuery } from './hooks/useBanners';
export { preloadBannerImage } from './lib/bannerImage';
export { BannerManager } from './components/BannerManager';
