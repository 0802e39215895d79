/** Longest run of non-space characters pattern scanners look into; longer runs are not prose. */
export const MAX_RUN_LENGTH = 100;

const LONG_RUN = new RegExp(`\\S{${MAX_RUN_LENGTH + 1},}`, 'g');

/**
 * Unbroken runs longer than `MAX_RUN_LENGTH` (UTF-16 ranges) and `text` with them blanked out, same
 * length. Scanning regexes whose matches may start anywhere in a run cost the square of its length
 * (a 60,000-character token took seconds); on the masked text they cost at most the run cap per
 * character, and a caller treats the long runs themselves as code or data (issue #17).
 */
export function maskLongRuns(text: string): { masked: string; runs: [number, number][] } {
  const runs: [number, number][] = [];
  const masked = text.replace(LONG_RUN, (run, at: number) => {
    runs.push([at, at + run.length]);
    return ' '.repeat(run.length);
  });
  return { masked, runs };
}
