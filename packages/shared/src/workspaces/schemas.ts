import { z } from 'zod';
import { WORKSPACE_LANGUAGES } from '../common/constants.js';
import { pagedSchema } from '../common/http.js';
import { nameText } from '../common/names.js';
import { emailSchema, passwordSchema, VALIDATION_MESSAGES as M, workspaceNameSchema } from '../common/validation.js';
import {
  CATEGORIES,
  CHAT_PLATFORMS,
  KEYWORD_MAX_LENGTH,
  PAGE_SIZES,
  SLUG_MAX_LENGTH,
  WORKSPACE_DESCRIPTION_MAX_LENGTH,
  WORKSPACE_MESSAGES,
  isReservedChannelSlug,
  isValidChatLink,
} from './rules.js';

export const slugSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(SLUG_MAX_LENGTH, M.tooLong)
  .regex(/^[A-Za-z0-9]+$/, WORKSPACE_MESSAGES.slugInvalid)
  .refine((slug) => !isReservedChannelSlug(slug), WORKSPACE_MESSAGES.slugReserved);

export const workspaceLanguageSchema = z.enum(WORKSPACE_LANGUAGES);

export const createWorkspaceBodySchema = z.object({
  name: workspaceNameSchema,
  language: workspaceLanguageSchema,
  description: z.string().max(WORKSPACE_DESCRIPTION_MAX_LENGTH, M.tooLong).default(''),
});

export type CreateWorkspaceBody = z.input<typeof createWorkspaceBodySchema>;

export const chatPlatformSchema = z
  .object({
    chat_platform_name: z.enum(CHAT_PLATFORMS),
    invitation_link: z.string().trim().max(500, M.tooLong),
    publish: z.boolean(),
  })
  .superRefine((link, context) => {
    if (link.invitation_link === '' || isValidChatLink(link.chat_platform_name, link.invitation_link)) return;
    // The forum link has no platform to match: what it lacks is being a web address.
    const message = link.chat_platform_name === 'forum' ? WORKSPACE_MESSAGES.webLinkInvalid : WORKSPACE_MESSAGES.chatLinkInvalid;
    context.addIssue({ code: 'custom', path: ['invitation_link'], message });
  });

export const updateWorkspaceBodySchema = z.object({
  name: workspaceNameSchema.optional(),
  slug: slugSchema.optional(),
  language: workspaceLanguageSchema.optional(),
  publish: z.boolean().optional(),
  description: z.string().max(WORKSPACE_DESCRIPTION_MAX_LENGTH, M.tooLong).optional(),
  keywords: z.array(z.string().uuid()).max(50).optional(),
  chat_platforms: z.array(chatPlatformSchema).max(CHAT_PLATFORMS.length).optional(),
});

export type UpdateWorkspaceBody = z.input<typeof updateWorkspaceBodySchema>;

/** Spec §7: update logo and banner (workspaceId, base64, name, filetype). */
export const workspaceImageBodySchema = z.object({
  base64: z.string().min(1, M.required),
  name: z.string().max(255).default(''),
  filetype: z.string().max(100).default(''),
});

export const keywordSchema = z.object({ id: z.string(), keyword: z.string(), category: z.enum(CATEGORIES).nullable() });

export type Keyword = z.infer<typeof keywordSchema>;

/** PUT /api/keywords/{id}: an admin files the keyword under a category, or none. */
export const updateKeywordBodySchema = z.object({ category: z.enum(CATEGORIES).nullable() });

export const createKeywordBodySchema = z.object({
  keyword: nameText.min(1, M.required).max(KEYWORD_MAX_LENGTH, M.tooLong),
  category: z.enum(CATEGORIES).optional(),
});

export const workspaceSummarySchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  name: z.string(),
  logo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  publish: z.boolean(),
  boarding: z.boolean(),
  follower_count: z.number().int(),
});

export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** The admin centre's row: the host's email is shown to admins only. */
export const adminWorkspaceSchema = workspaceSummarySchema.extend({ host_email: z.string() });

export const adminWorkspacePageSchema = pagedSchema(adminWorkspaceSchema);

export const workspaceDetailSchema = workspaceSummarySchema.extend({
  /** Shown on /channel/edit; null for everyone but the channel's host and admins. */
  host_email: z.string().nullable(),
  description: z.string(),
  language: workspaceLanguageSchema,
  supported_languages: z.array(workspaceLanguageSchema),
  join_code: z.string(),
  upselling_feature_enabled: z.boolean(),
  keywords: z.array(keywordSchema),
  categories: z.array(z.enum(CATEGORIES)),
  chat_platforms: z.array(z.object({ chat_platform_name: z.enum(CHAT_PLATFORMS), invitation_link: z.string(), publish: z.boolean() })),
  /** Spec §9: the lowest nonzero price among the channel's plans on sale; null when none costs anything. */
  starting_price: z.object({ unit_amount: z.number().int(), currency: z.string() }).nullable(),
  /** The caller's relation to the channel: host, follower (viewer), admin or none. */
  my_role: z.enum(['host', 'viewer', 'admin', 'none']),
});

export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

export const workspaceStatsSchema = z.object({
  video_count: z.number().int(),
  latest_video_at: z.string().nullable(),
  follower_count: z.number().int(),
  subscriber_count: z.number().int(),
});

export const workspacePageSchema = pagedSchema(workspaceSummarySchema);

export const suggestionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.suggestions),
  offset: z.coerce.number().int().min(0).default(0),
  keywords: z.string().max(200).optional(),
  category: z.enum(CATEGORIES).optional(),
  title: z.string().max(100).optional(),
});

export const channelUserSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), display_name: z.string() }),
  role: z.enum(['host', 'viewer']),
  created_on: z.string(),
});

export const channelUsersPageSchema = pagedSchema(channelUserSchema);

export const inviteBodySchema = z.object({ email: emailSchema });

/** GET /api/join?workspace=&pwd= answers results[0].email (spec §7). */
export const joinQuerySchema = z.object({ workspace: z.string().uuid(), pwd: z.string().min(1).max(200) });

/**
 * `registered`: the invitee already has an account, so they log in and accept instead of setting a password.
 * `workspace_name`: the channel the invitation is to, which the invitee may not be able to see yet (a private one).
 */
export const joinLookupSchema = z.object({
  results: z.array(z.object({ email: z.string(), registered: z.boolean(), workspace_name: z.string() })),
});

/** POST /api/join/accept: a signed-in invitee accepts an invitation made out to their email. */
export const acceptInvitationBodySchema = z.object({ workspace: z.string().uuid(), invitation_token: z.string().min(1).max(200) });

/** PUT /api/join (spec §7): username, password, invitation_token, workspace, email, first_name, last_name. */
export const joinBodySchema = z.object({
  username: z.string().trim().max(100).default(''),
  password: passwordSchema,
  invitation_token: z.string().min(1).max(200),
  workspace: z.string().uuid(),
  email: emailSchema,
  first_name: nameText.min(1, M.required).max(100),
  last_name: nameText.min(1, M.required).max(100),
});

/** POST /api/workspaces: the new channel's id and slug. */
export const createdWorkspaceSchema = z.object({ workspace_id: z.string(), slug: z.string().nullable() });

/** PUT /api/workspaces/{id}/logo|banner: the stored image's signed URL. */
export const workspaceImageResponseSchema = z.object({ url: z.string() });

export const keywordListSchema = z.object({ results: z.array(keywordSchema) });

/** PUT /api/join: the channel the new account follows. */
export const joinedResponseSchema = z.object({ workspace: z.string() });
