import {
  CHAT_PLATFORMS,
  KEYWORD_MAX_LENGTH,
  VALIDATION_MESSAGES,
  WORKSPACE_DESCRIPTION_MAX_LENGTH,
  chatPlatformSchema,
  slugSchema,
  workspaceLanguageSchema,
  workspaceNameSchema,
  type UpdateWorkspaceBody,
  type WorkspaceDetail,
} from '@platform/shared';
import { z } from 'zod';

export const PUBLISH_OPTIONS = ['private', 'public'] as const;

/**
 * /channel/edit (spec §2, §5). The form holds what the inputs hold: publish as a radio value, keywords as the
 * texts typed (new ones are created on save), and one chat link row per platform ('' = none).
 */
export const channelEditFormSchema = z.object({
  name: workspaceNameSchema,
  // A channel whose name has no letters or digits has no slug yet; leaving it empty keeps it so.
  slug: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), slugSchema])),
  language: workspaceLanguageSchema,
  publish: z.enum(PUBLISH_OPTIONS),
  description: z.string().max(WORKSPACE_DESCRIPTION_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
  keywords: z.array(z.string().max(KEYWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)),
  chat_platforms: z.array(chatPlatformSchema),
});
export type ChannelEditFormInput = z.input<typeof channelEditFormSchema>;
export type ChannelEditFormValues = z.output<typeof channelEditFormSchema>;

export function channelEditValuesOf(channel: WorkspaceDetail): ChannelEditFormInput {
  return {
    name: channel.name,
    slug: channel.slug ?? '',
    language: channel.language,
    publish: channel.publish ? 'public' : 'private',
    description: channel.description,
    keywords: channel.keywords.map((keyword) => keyword.keyword),
    chat_platforms: CHAT_PLATFORMS.map((platform) => {
      const saved = channel.chat_platforms.find((link) => link.chat_platform_name === platform);
      return { chat_platform_name: platform, invitation_link: saved?.invitation_link ?? '', publish: saved?.publish ?? true };
    }),
  };
}

/** The update sends the whole form: the keyword and chat link lists replace the old ones (spec §7). */
export function channelUpdateBody(values: ChannelEditFormValues, keywordIds: string[]): UpdateWorkspaceBody {
  return {
    name: values.name,
    ...(values.slug ? { slug: values.slug } : {}),
    language: values.language,
    publish: values.publish === 'public',
    description: values.description,
    keywords: keywordIds,
    chat_platforms: values.chat_platforms,
  };
}
