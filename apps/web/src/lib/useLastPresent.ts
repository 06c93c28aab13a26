import { useState } from 'react';

/**
 * The last non-null `value`: a dialog opened for a value (`value !== null`) keeps showing it while it fades out after
 * the value is cleared, instead of going blank during its closing animation.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  // Updating state during render is React's way to derive it from a changed prop without an extra commit.
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
