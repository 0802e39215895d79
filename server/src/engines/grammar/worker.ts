/**
 * Entry point of a grammar worker (started by pool.ts): runs one stage of checkEnglish on English
 * paragraphs off the main thread (harper.js LocalLinter blocks while it lints). A worker of the pool's
 * Harper stage loads only Harper; one of its second stage only the tagger, the language model and the
 * project rules (and the advanced edits when asked for).
 */
import { setImmediate } from 'node:timers/promises';
import type { Finding } from '../edits/finding';
import { serveJobs } from '../workers/serve';
import { checkEnglishAfterHarper, type EnglishCheckOptions, harperFindings } from './analyse';
import type { GrammarJob } from './pool';

/** Stages and settings whose engines (Harper's linter for a dialect and spelling setting, advanced edits) are loaded. */
const loaded = new Set<string>();

/** Runs one job's stage. */
function runStage(job: GrammarJob): Promise<Finding[]> {
  return job.stage === 'harper'
    ? harperFindings(job.text, job.options)
    : checkEnglishAfterHarper(job.text, job.harper, job.options);
}

/**
 * Loads what a stage with `options` needs (Harper; or the tagger and the language model) by running it
 * on a one-word text. Before the job counts as started, so a deadline met while they load (seconds on
 * a busy machine) only drops the call: terminating the worker would throw the load away and the next
 * call would start it again, with both copies in memory for a while.
 */
async function load(stage: GrammarJob['stage'], options: EnglishCheckOptions): Promise<void> {
  const key = `${stage}|${options.dialect}|${options.harperSpelling}|${options.anyVariety}|${options.advanced.join(',')}`;
  if (loaded.has(key)) return;
  await runStage(
    stage === 'harper' ? { stage, text: 'Ready.', options } : { stage, text: 'Ready.', options, harper: [] },
  );
  loaded.add(key);
  // The second stage loads without a pause: let a cancellation sent meanwhile arrive before the job starts.
  await setImmediate();
}

serveJobs<GrammarJob, Finding[]>(async (job, started) => {
  await load(job.stage, job.options);
  started();
  return runStage(job);
});
