import { bannerListSchema, bannerSchema } from '@platform/shared';
import { apiRequest, apiSend } from '../../lib/api';

export function fetchBanners() {
  return apiRequest('/api/banners', bannerListSchema);
}

export function createBanner(body: { base64: string; filetype: string; redirect_url: string }) {
  return apiRequest('/api/banners', bannerSchema, { method: 'POST', body });
}

export function deleteBanner(id: string) {
  return apiSend(`/api/banners/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
