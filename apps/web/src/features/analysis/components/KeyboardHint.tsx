import { Text, type TextProps } from '@mantine/core';
import classes from './KeyboardHint.module.css';

interface KeyboardHintProps extends TextProps {
  /** What to do with a keyboard and mouse. */
  keyboard: string;
  /** The same for a finger, when there is anything to say. */
  touch?: string;
}

/** A hint about keys and clicks, which a touch screen replaces with its own wording or leaves out. */
export function KeyboardHint({ keyboard, touch, ...text }: KeyboardHintProps) {
  return (
    <>
      <div className={classes.keyboard} data-testid="keyboard-hint">
        <Text {...text}>{keyboard}</Text>
      </div>
      {touch && (
        <div className={classes.touch} data-testid="touch-hint">
          <Text {...text}>{touch}</Text>
        </div>
      )}
    </>
  );
}
