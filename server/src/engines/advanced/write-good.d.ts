/** write-good ships no types: the part of its API Margin uses. */
declare module 'write-good' {
  interface Suggestion {
    index: number;
    offset: number;
    reason: string;
  }
  function writeGood(text: string, options?: Record<string, boolean>): Suggestion[];
  export default writeGood;
}
