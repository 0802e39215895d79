/**
 * Entry point of a grammar worker (started by pool.ts): checks English paragraphs with Harper, the
 * project rules and the advanced edits, off the main thread (harper.js LocalLinter blocks while it lints).
 */
import type { Finding } from '../edits/finding';
import { serveJobs } from '../workers/serve';
import { checkEnglish, type EnglishCheckOptions } from './analyse';
import type { GrammarJob } from './pool';

/** Settings whose engines (Harper's linter for a dialect and spelling setting, advanced edits) are loaded. */
const loaded = new Set<string>();

/**
 * Loads what a check with `options` needs (Harper, the tagger, the language model) by checking a
 * one-word text. Before the job counts as started, so a deadline met while they load (seconds on a
 * busy machine) only drops the call: terminating the worker would throw the load away and the next
 * call would start it again, with both copies in memory for a while.
 */
async function load(options: EnglishCheckOptions): Promise<void> {
  const key = `${options.dialect}|${options.harperSpelling}|${options.anyVariety}|${options.advanced.join(',')}`;
  if (loaded.has(key)) return;
  await checkEnglish('Ready.', options);
  loaded.add(key);
}

serveJobs<GrammarJob, Finding[]>(async (job, started) => {
  await load(job.options);
  started();
  return checkEnglish(job.text, job.options);
});
