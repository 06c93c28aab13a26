import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../../../lib/initials';

interface ChannelLogoProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  channel: { name: string; logo_url: string | null };
}

/**
 * The channel's logo, or its initials; decorative, since the channel's name is always shown beside it. Logos come in
 * any shape (the spec suggests 16:9), so the whole logo is fitted into the box, never cropped.
 */
export function ChannelLogo({ channel, ...props }: ChannelLogoProps) {
  return (
    <Avatar
      src={channel.logo_url}
      alt=""
      color="indigo"
      aria-hidden
      styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
      {...props}
    >
      {initialsOf(channel.name)}
    </Avatar>
  );
}
