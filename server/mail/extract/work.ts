/**
 * The work the extractor does, counted in characters read by its costly
 * steps (chrono's parse, and the earlier lines a relative day is read
 * against). A message twice as long must cost about twice as many; the
 * test of that reads this count instead of a clock.
 */
export const extractWork = { chars: 0 };

export function countWork(chars: number): void {
  extractWork.chars += chars;
}
