/** A stretch of a recording, in seconds. */
export interface TimeInterval {
  start: number;
  end: number;
}
