/**
 * Entry point of a spell worker (started by pool.ts): loads dictionaries, the candidate index and the
 * context reranker, and checks paragraphs, off the main thread (parsing the English dictionary takes
 * seconds, and one pathological paragraph hundreds of milliseconds, in synchronous calls).
 */
import { realWordReplacementsOnly } from '../edits/real-words';
import { serveJobs } from '../workers/serve';
import { checkerFor, checkWith, realWordChecker } from './checkers';
import type { SpellJob, SpellResult } from './pool';

serveJobs<SpellJob, SpellResult>(async (job, started) => {
  if (job.kind === 'check') {
    const checker = await checkerFor(job.request);
    started();
    return checkWith(checker, job.text, job.request);
  }
  // Any variety of the language: a replacement spelt in another variety is still a word.
  const words = await realWordChecker(job.lang);
  started();
  return realWordReplacementsOnly(job.text, job.findings, (word) => words.check(word));
});
