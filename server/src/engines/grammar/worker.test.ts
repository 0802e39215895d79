import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../edits/finding';
import type { FromWorker, ToWorker } from '../workers/pool';
import { workerEntry, workerScript } from '../workers/pool';
import type { GrammarJob } from './pool';

const OPTIONS = { dialect: 'us', anyVariety: false, harperSpelling: false, advanced: [] } as const;
const STAGES: Record<GrammarJob['stage'], (text: string) => GrammarJob> = {
  harper: (text) => ({ stage: 'harper', text, options: { ...OPTIONS, advanced: [] } }),
  rules: (text) => ({ stage: 'rules', text, options: { ...OPTIONS, advanced: [] }, harper: [] }),
};

describe('grammar worker', () => {
  let worker: Worker | undefined;
  afterEach(() => worker?.terminate());

  it.each([
    ['harper', 'Harper'],
    ['rules', 'the tagger and the language model'],
  ] as const)(
    '%s stage: loads %s before a job counts as started, so a call cancelled meanwhile is dropped',
    async (stage, _loads) => {
      const job = STAGES[stage];
      worker = new Worker(workerScript(workerEntry(import.meta.url, 'worker')), { eval: true });
      const messages: FromWorker<Finding[]>[] = [];
      const answered = new Promise<void>((resolve) => {
        worker?.on('message', (msg: FromWorker<Finding[]>) => {
          messages.push(msg);
          if ('id' in msg && msg.id === 2) resolve();
        });
      });
      const send = (msg: ToWorker<GrammarJob>) => worker?.postMessage(msg);
      // The pool cancels a call whose deadline passes before it started: here, while the engines load.
      send({ id: 1, job: job('They was late.') });
      send({ cancel: 1 });
      send({ id: 2, job: job('She go to school every days.') });
      await answered;
      // Had job 1 started before loading, the pool would have had to terminate the worker to stop it.
      expect(messages.filter((m) => 'started' in m).map((m) => (m as { started: number }).started)).toEqual([
        2,
      ]);
      const last = messages.at(-1) as { id: number; result: Finding[] };
      expect(last.result.length).toBeGreaterThan(0);
    },
    120_000,
  );
});
