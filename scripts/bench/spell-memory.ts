/**
 * What each piece of the English spell engine costs in memory, measured in a worker thread as the
 * server runs it (`npx tsx scripts/bench/spell-memory.ts`): RSS, V8 heap and typed-array bytes after
 * loading each variety's dictionary, the corpus counts, the frequencies and reranker, the real-word
 * check of /edits, each checker and its candidate index, the language model of the context choice. Steps are cumulative; each figure is taken after a full GC. Figures swing by a
 * few MB between runs (RSS includes pages the allocator has not returned yet).
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { workerScript } from '../../server/src/engines/workers/pool';
import { printTable } from '../lib/table';

interface Step {
  step: string;
  rssMb: number;
  heapMb: number;
  buffersMb: number;
}

const MB = 1024 * 1024;

async function measureInWorker(): Promise<Step[]> {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const steps: Step[] = [];
  const take = async (step: string) => {
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 20));
    }
    const m = process.memoryUsage();
    steps.push({ step, rssMb: m.rss / MB, heapMb: m.heapUsed / MB, buffersMb: m.arrayBuffers / MB });
  };
  await take('worker started');
  const spell = await import('../../server/src/engines/spell/checkers');
  const load = await import('../../server/src/engines/spell/load');
  const { ENGLISH_VARIETIES } = await import('../../server/src/engines/spell/languages');
  const { onnxReranker } = await import('../../server/src/engines/spell/reranker');
  const { realWordReplacementsOnly } = await import('../../server/src/engines/edits/real-words');
  await take('modules imported');
  await load.englishAttested();
  await take('+ corpus counts (en-attested.txt)');
  await load.englishFrequencies();
  await take('+ frequencies (bigram table)');
  await onnxReranker();
  await take('+ context reranker (ONNX)');
  for (const v of ['us', 'gb'] as const) {
    await load.loadDictionary(ENGLISH_VARIETIES[v].name);
    await take(`+ dictionary en-${v}`);
  }
  const us = await spell.spellChecker('en', 'us');
  await take('+ en-us checker (index not built)');
  await us.check('This sentense has a mispelled word.', { neural: true });
  await take('+ en-us candidate index (first misspelling)');
  // The context choice of /edits (checkWith with neural): the language model. In the server its 59 MB
  // of bytes are shared with the grammar workers (counted once per process); its vocabulary index is
  // this thread's own (the Δ heap and ~3 MB of the Δ typed arrays).
  await spell.checkWith(us, 'This arguement is not only wrong.', { lang: 'en', neural: true });
  await take('+ language model (context choice)');
  const words = await spell.realWordChecker('en');
  realWordReplacementsOnly(
    'teh cat',
    [{ start: 0, end: 3, ruleId: 'spelling', category: 'spelling', message: '', replacements: ['the'] }],
    (w) => words.check(w),
  );
  await take('+ real-word check (au/ca-only entries)');
  const any = await spell.spellChecker('en', 'any');
  await take('+ any-variety checker (dictionaries en-au, en-ca)');
  await any.check('This sentense has a mispelled word.', { neural: true });
  await take('+ any-variety candidate index');
  const gb = await spell.spellChecker('en', 'gb');
  await gb.check('This sentense has a mispelled word.', { neural: true });
  await take('+ en-gb checker and its index');
  return steps;
}

if (isMainThread) {
  // Started as the server starts its spell workers (the script registers tsx in the worker).
  const worker = new Worker(workerScript(new URL(import.meta.url)), { eval: true, execArgv: [] });
  const steps = await new Promise<Step[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  printTable(
    steps.map((s, i) => {
      const prev = steps[i - 1] ?? s;
      return {
        'step (cumulative)': s.step,
        'RSS MB': s.rssMb.toFixed(0),
        'Δ RSS': (s.rssMb - prev.rssMb).toFixed(1),
        'heap MB': s.heapMb.toFixed(1),
        'Δ heap': (s.heapMb - prev.heapMb).toFixed(1),
        'Δ typed arrays': (s.buffersMb - prev.buffersMb).toFixed(1),
      };
    }),
  );
} else {
  parentPort?.postMessage(await measureInWorker());
}
