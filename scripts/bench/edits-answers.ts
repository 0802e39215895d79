/**
 * Every /edits answer for a fixed set of varied texts, as JSON, so two versions of the grammar engine
 * and the checking pipeline can be compared answer for answer (a speed change must change none):
 *
 *   npx tsx scripts/bench/edits-answers.ts before.json
 *   … change the engine …
 *   npx tsx scripts/bench/edits-answers.ts after.json && cmp before.json after.json
 *
 * The texts, read from ../shared/data at run time: learner sentences (JFLEG dev, as written and with
 * its tokenised spacing undone), LanguageTool's incorrect and correct rule examples (every project
 * rule and many of Harper's fire on them), paragraphs of the corpus documents the language model holds
 * back (every 100th), and multi-paragraph documents joined from all of these. Each goes to the real app
 * (`app.request()`, the grammar and spell workers included) as us-variety, gb-variety and null-variety;
 * the whole JSON answer is kept except edit ids, which hash the request's random key and are written as
 * their order of first appearance (so which edits share an id still shows).
 * BENCH_ANSWERS_TEXTS caps the texts per source (default 120).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/server';
import { createTestApp } from '../../server/src/testing/app';
import { CORPUS_SOURCES, sourceLines } from '../train/lib/lm-corpus';

const DATA = path.resolve(REPO_ROOT, '../shared/data');
const PER_SOURCE = Number(process.env.BENCH_ANSWERS_TEXTS ?? 120);

const output = process.argv[2];
if (!output) throw new Error('usage: edits-answers.ts <answers.json>');

/** Every `n`-th item of `items`, `count` at most. */
function spread<T>(items: T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0).slice(0, count);
}

/** JFLEG's tokenised spacing undone (" ." → ".", " n't" → "n't"), as a writer would type it. */
const detokenise = (s: string) =>
  s
    .replace(/ ([.,!?;:%)])/g, '$1')
    .replace(/\( /g, '(')
    .replace(/ (n't|'s|'m|'re|'ve|'ll|'d)\b/g, '$1')
    .trim();

function jfleg(): string[] {
  const lines = fs.readFileSync(path.join(DATA, 'jfleg/dev_dev.src'), 'utf8').split('\n').filter(Boolean);
  const picked = spread(lines, PER_SOURCE);
  return picked.map((l, i) => (i % 2 === 0 ? detokenise(l) : l.trim()));
}

function languageTool(file: string, column: string): string[] {
  const [header, ...rows] = fs.readFileSync(path.join(DATA, 'languagetool_en', file), 'utf8').split('\n');
  const at = header.split('\t').indexOf(column);
  const sentences = rows
    .map((r) => (r.split('\t')[at] ?? '').replace(/<\/?marker>/g, '').trim())
    .filter((s) => s.length > 0);
  return spread(sentences, PER_SOURCE);
}

/** Paragraphs of 8+ words from the documents the language model holds back, `count` spread over them. */
async function heldBack(file: string, count: number): Promise<string[]> {
  const source = CORPUS_SOURCES.find((s) => s.file === file);
  if (!source) throw new Error(`no corpus source reads ${file}`);
  const out: string[] = [];
  for await (const line of sourceLines(DATA, source))
    if (line.heldOut && line.text.split(' ').length >= 8) out.push(line.text);
  return spread(out, count);
}

const sources: Record<string, string[]> = {
  jfleg: jfleg(),
  'languagetool-incorrect': languageTool('lt_en_incorrect_examples.tsv', 'incorrect_sentence'),
  'languagetool-correct': languageTool('lt_en_correct_examples.tsv', 'sentence'),
  corpus: [
    ...(await heldBack('wikipedia-en/enwiki-2021-newarticles-slice.paragraphs.txt.xz', PER_SOURCE / 3)),
    ...(await heldBack('gutenberg-en/gutenberg-542-books.paragraphs.txt.xz', PER_SOURCE / 3)),
    ...(await heldBack(
      'us-presidential-speeches/sotu-1945-2006_inaugural-1789-2021.paragraphs.txt.xz',
      PER_SOURCE / 3,
    )),
  ],
};
const all = Object.values(sources).flat();
// Documents of eight paragraphs from different sources: the pipeline's paragraphs in flight and ids.
sources.documents = Array.from({ length: 12 }, (_, d) =>
  Array.from({ length: 8 }, (_, p) => all[(d * 37 + p * 53) % all.length]).join(d % 2 ? '\n\n' : '\n'),
);

const t = await createTestApp();
const answers: unknown[] = [];
let texts = 0;
try {
  for (const [source, list] of Object.entries(sources)) {
    for (const [i, text] of list.entries()) {
      texts++;
      for (const variety of ['us-variety', 'gb-variety', 'null-variety']) {
        const res = await t.call('POST', '/api/v1/edits', {
          key: t.keys.enterprise,
          session_id: `answers-${source}-${i}`,
          text,
          variety,
          auto_apply: true,
        });
        const body = (await res.json()) as { edits?: { id: string }[] };
        const ids = new Map<string, number>();
        for (const e of body.edits ?? []) {
          if (!ids.has(e.id)) ids.set(e.id, ids.size);
          (e as { id: unknown }).id = ids.get(e.id);
        }
        answers.push({ source, i, variety, status: res.status, body });
      }
    }
  }
} finally {
  await t.close();
}
fs.writeFileSync(output, `${JSON.stringify(answers, null, 1)}\n`);
const edits = answers.reduce<number>(
  (n, a) => n + (((a as { body: { edits?: unknown[] } }).body.edits ?? []).length as number),
  0,
);
console.log(`${answers.length} answers (${edits} edits) for ${texts} texts written to ${output}`);
process.exit(0);
