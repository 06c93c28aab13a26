import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface ToolbarButtonProps {
  /** The control's name; a toggle's state is `pressed`, not a changing label. */
  label: string;
  /** A count shown on the button (new chat messages), already said in `label`; none at 0. */
  badge?: number;
  /** What pressing it does now, shown as the tooltip. */
  hint?: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  color?: string;
  /** Drawn in red: a microphone or camera that is off, which the user must not miss. */
  alert?: boolean;
  haspopup?: boolean;
}

/** A round toolbar control with its name for assistive tech and, for toggles, aria-pressed. */
export function ToolbarButton({
  label,
  hint,
  icon,
  onClick,
  pressed,
  disabled,
  color = 'dark.4',
  alert = false,
  haspopup,
  badge = 0,
}: ToolbarButtonProps) {
  return (
    <Tooltip label={hint ?? label} withinPortal>
      <Indicator disabled={badge === 0} label={badge > 9 ? '9+' : badge} size={18} color="red" offset={4}>
        <ActionIcon
          size={40}
          radius="xl"
          variant="filled"
          color={alert ? 'red' : color}
          aria-label={label}
          aria-pressed={pressed}
          aria-haspopup={haspopup ? 'dialog' : undefined}
          disabled={disabled}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
