import type { WorkspaceDetail } from '@platform/shared';

export const SETUP_STEPS = ['logo', 'banner', 'description', 'publish'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** A description counts once it has words, not just empty paragraphs from the editor. */
function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/** Which of the first things a new channel needs are done. */
export function setupProgress(
  channel: Pick<WorkspaceDetail, 'logo_url' | 'banner_url' | 'description' | 'publish'>,
): Record<SetupStep, boolean> {
  return {
    logo: Boolean(channel.logo_url),
    banner: Boolean(channel.banner_url),
    description: hasText(channel.description),
    publish: channel.publish,
  };
}
