import { Avatar, type AvatarProps } from '@mantine/core';

interface ChannelLogoProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  channel: { name: string; logo_url: string | null };
}

/** The channel's logo, or its initials; decorative, since the channel's name is always shown beside it. */
export function ChannelLogo({ channel, ...props }: ChannelLogoProps) {
  return <Avatar src={channel.logo_url} name={channel.name} alt="" color="indigo" aria-hidden {...props} />;
}
