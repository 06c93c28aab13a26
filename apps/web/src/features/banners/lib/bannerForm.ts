import { VALIDATION_MESSAGES } from '@platform/shared';
import { z } from 'zod';
import { bannerLink } from './bannerLink';

const BANNER_LINK_INVALID = 'banner_link_invalid';

/** Where a banner leads: a path on this site or a web address, as the server accepts. */
export const bannerFormSchema = z.object({
  redirect_url: z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(500, VALIDATION_MESSAGES.tooLong)
    .refine((value) => bannerLink(value) !== null, BANNER_LINK_INVALID),
});
export type BannerFormValues = z.input<typeof bannerFormSchema>;
