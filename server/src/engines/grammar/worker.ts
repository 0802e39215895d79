/**
 * Entry point of a grammar worker (started by pool.ts): checks English paragraphs with Harper, the
 * project rules and the advanced edits, off the main thread (harper.js LocalLinter blocks while it lints).
 */
import type { Finding } from '../edits/finding';
import { serveJobs } from '../workers/serve';
import { checkEnglish } from './analyse';
import type { GrammarJob } from './pool';

serveJobs<GrammarJob, Finding[]>((job, started) => {
  // Harper loads inside checkEnglish: the job counts as running from the start, so a deadline met
  // while Harper loads replaces the worker, as it always did.
  started();
  return checkEnglish(job.text, job.options);
});
