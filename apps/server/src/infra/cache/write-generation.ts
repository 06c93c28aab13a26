/**
 * A counter of the changes made through this process. Whatever is kept for a moment to spare the database (a guest's
 * list answer, the viewer-independent part of a page) is kept with the count it was read at and is old once the count
 * moves, so nobody sees a page from before a change made here. Changes made elsewhere (a job, another instance) do not
 * move it; those caches are short for that reason.
 */
export interface WriteGeneration {
  current(): number;
  /** A change may be under way or has just ended. */
  bump(): void;
}

export function createWriteGeneration(): WriteGeneration {
  let generation = 0;
  return {
    current: () => generation,
    bump: () => {
      generation += 1;
    },
  };
}
