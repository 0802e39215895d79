/**
 * The English corpus the language model learns from (../shared/data/corpus_en), streamed through
 * `xz -dc` one line at a time. A document starts after a blank line or a `# ` header line; every
 * 100th document of each source is held back for evaluation and never trained on.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** One corpus file, how its lines are laid out, and what using it requires. */
export interface CorpusSource {
  name: string;
  file: string;
  /** `ptb`: one Penn-Treebank-tokenised sentence per line ("could n't"), re-joined before tokenising. */
  layout: 'paragraphs' | 'sentences' | 'ptb';
  licence: string;
  attribution: string;
  /** Approximate words (SOURCES.md), to take proportional slices. */
  words: number;
}

export const CORPUS_SOURCES: CorpusSource[] = [
  {
    name: 'wikipedia-2015',
    words: 63_400_000,
    file: 'wikipedia-en/enwiki-2015-slice.paragraphs.txt.xz',
    layout: 'paragraphs',
    licence: 'CC BY-SA 3.0',
    attribution:
      'English Wikipedia contributors (2015 dump, first 30,729 articles), via jason-feng/wikiVisual',
  },
  {
    name: 'wikipedia-2021',
    words: 8_800_000,
    file: 'wikipedia-en/enwiki-2021-newarticles-slice.paragraphs.txt.xz',
    layout: 'paragraphs',
    licence: 'CC BY-SA 3.0',
    attribution: 'English Wikipedia contributors (96k newer articles), via Vibhas-hs-edu/WikiTasks',
  },
  {
    name: 'gutenberg',
    words: 32_900_000,
    file: 'gutenberg-en/gutenberg-542-books.paragraphs.txt.xz',
    layout: 'paragraphs',
    licence: 'public domain (US)',
    attribution: 'Project Gutenberg, 542 books by ~100 authors (books.tsv)',
  },
  {
    name: 'masc',
    words: 600_000,
    file: 'masc-nltk/masc-tokenized.sentences.txt.xz',
    layout: 'ptb',
    licence: 'MASC: research and development, including commercial development',
    attribution: 'Manually Annotated Sub-Corpus (MASC 500k) via nltk_data',
  },
  {
    name: 'presidential-speeches',
    words: 500_000,
    file: 'us-presidential-speeches/sotu-1945-2006_inaugural-1789-2021.paragraphs.txt.xz',
    layout: 'paragraphs',
    licence: 'public domain',
    attribution: 'US State of the Union 1945-2006 and inaugural addresses 1789-2021, via nltk_data',
  },
  {
    name: 'gum',
    words: 84_000,
    file: 'gum-permissive-subset/gum-permissive-genres.sentences.txt.xz',
    layout: 'sentences',
    licence: 'CC BY 4.0 / CC BY-SA 3.0 / CC BY 2.5 (per document)',
    attribution: 'GUM corpus (Zeldes 2017), academic/bio/court/news/interview/voyage genres',
  },
];

/** Every HOLDOUT_EVERY-th document (index ≡ HOLDOUT_EVERY - 1) of each source is evaluation text. */
export const HOLDOUT_EVERY = 100;

/** A line of text with the document it belongs to. */
export interface CorpusLine {
  source: CorpusSource;
  document: number;
  heldOut: boolean;
  text: string;
}

// PTB splits contractions off ("could n't", "I 'm"); the canonical tokenizer keeps them whole.
const PTB_CLITIC = / (n't|'s|'m|'re|'ve|'ll|'d)\b/gi;

/** Lines of one source, with document numbers; stops reading (and ends xz) when `stop()` is true. */
export async function* sourceLines(
  dataDir: string,
  source: CorpusSource,
  stop: () => boolean = () => false,
): AsyncGenerator<CorpusLine> {
  const xz = spawn('xz', ['-dc', path.join(dataDir, 'corpus_en', source.file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: xz.stdout, crlfDelay: Number.POSITIVE_INFINITY });
  let document = 0;
  let inDocument = false;
  try {
    for await (const raw of lines) {
      const line = raw.trim();
      if (line === '' || line.startsWith('# ')) {
        if (inDocument) document++;
        inDocument = false;
        continue;
      }
      inDocument = true;
      const text = source.layout === 'ptb' ? line.replace(PTB_CLITIC, '$1') : line;
      yield { source, document, heldOut: document % HOLDOUT_EVERY === HOLDOUT_EVERY - 1, text };
      if (stop()) break;
    }
  } finally {
    lines.close();
    if (xz.exitCode === null) xz.kill();
  }
}
