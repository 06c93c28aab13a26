import { bannerRedirectUrlSchema } from '@platform/shared';
import { z } from 'zod';

/** Where a banner leads, by the same rule the server applies. */
export const bannerFormSchema = z.object({ redirect_url: bannerRedirectUrlSchema });
export type BannerFormValues = z.input<typeof bannerFormSchema>;
