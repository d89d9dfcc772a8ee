import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { avatarColor, avatarInitial } from './avatarColor';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  /** The person's display name: gives the initial, the colour and the accessible name. */
  name: string;
  /** A profile picture URL; when empty the coloured initial is shown instead. */
  src?: string | null;
}

/** The colour of an initial-only avatar: the palette colour from the name, grey for 'default'. */
const avatarColorSx =
  (name: string): SxProps<Theme> =>
  (theme) => {
    const color = avatarColor(name);
    if (color === 'default') {
      const background = theme.palette.grey[theme.palette.mode === 'dark' ? 600 : 500];
      return { bgcolor: background, color: theme.palette.getContrastText(background) };
    }
    return { bgcolor: theme.palette[color].main, color: theme.palette[color].contrastText };
  };

/**
 * A user's avatar: their picture when there is one, otherwise the initial of their name on the
 * colour avatarColor assigns to it (shown also when the picture fails to load).
 */
export function UserAvatar({ name, src, sx, ...rest }: UserAvatarProps) {
  const initial = avatarInitial(name);
  const extra = Array.isArray(sx) ? sx : [sx];
  if (src) {
    return (
      <Avatar src={src} alt={name} sx={[...extra]} {...rest}>
        {initial || undefined}
      </Avatar>
    );
  }
  return (
    <Avatar role="img" aria-label={name || undefined} sx={[avatarColorSx(name), ...extra]} {...rest}>
      {initial || undefined}
    </Avatar>
  );
}
