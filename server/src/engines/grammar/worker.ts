/**
 * Entry point of a grammar worker (started by pool.ts): checks English paragraphs with Harper, the
 * project rules and the advanced edits, off the main thread (harper.js LocalLinter blocks while it lints).
 */
import { parentPort } from 'node:worker_threads';
import { checkEnglish } from './analyse';
import type { GrammarJob, GrammarReply } from './pool';

const port = parentPort!;

port.on('message', async (job: GrammarJob) => {
  let reply: GrammarReply;
  try {
    reply = { id: job.id, findings: await checkEnglish(job.text, job.options) };
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});

port.postMessage({ ready: true });
