/** How much of the media was really played: the player's played ranges added up, so a seek over a part adds nothing. */
export function playedSeconds(played: Pick<TimeRanges, 'length' | 'start' | 'end'>): number {
  let total = 0;
  for (let index = 0; index < played.length; index += 1) total += played.end(index) - played.start(index);
  return total;
}
