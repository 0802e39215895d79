import { type LlmConfig, LlmError } from '../llm/client';
import { llmRephrase } from '../llm/rephrase';
import { expand, shorten } from './concise';
import { soundRewrite } from './guard';
import { sentences, surface, type Tok } from './nlp';
import { paraphrase } from './paraphrase';
import { toFormal, toInformal } from './register';
import { splitSentence } from './split';
import { switchTense } from './tense';
import { informalSignpost, switchTone } from './tone';
import { activeToPassive, passiveToActive } from './voice';

/** Version label of the embedded rule engine. */
export const EMBEDDED_VERSION = 'v20261128';

/** A rephrase request as the engines see it. */
export interface RephraseRequest {
  text: string;
  mapping: string;
  tone?: string;
  tense?: string;
  numResults: number;
}

/** The rewritten texts (none when nothing applies) and the engine that wrote them. */
export interface RephraseOutcome {
  replacements: string[];
  modelVersion: string;
}

type SentenceRule = (toks: Tok[], req: RephraseRequest) => string | null;
type TextRule = (text: string, req: RephraseRequest) => string | null;

/** Mappings applied sentence by sentence: unchanged sentences are kept as written. */
const SENTENCE_RULES: Record<string, SentenceRule> = {
  passive_to_active: (t) => passiveToActive(t),
  active_to_passive: (t) => activeToPassive(t),
  switch_tense: (t, r) => switchTense(t, r.tense ?? ''),
  sentence_split: (t) => splitSentence(t),
};

/** Mappings applied to the whole text. */
const TEXT_RULES: Record<string, TextRule> = {
  informal_to_formal: (t) => toFormal(t),
  // A statement with nothing formal in it is still given an informal voice (#16).
  formal_to_informal: (t) => toInformal(t) ?? informalSignpost(t),
  shorten: (t) => shorten(t),
  expand: (t) => expand(t),
  switch_tone: (t, r) => switchTone(t, r.tone ?? ''),
};

/** Every mapping the embedded engine implements. */
export const EMBEDDED_MAPPINGS = [...Object.keys(SENTENCE_RULES), ...Object.keys(TEXT_RULES), 'paraphrase'];

/** Rewrites each sentence with a rule, keeping the text between sentences (spaces, line breaks) as it was. */
function bySentence(text: string, rule: SentenceRule, req: RephraseRequest): string | null {
  let out = '';
  let cursor = 0;
  let changed = false;
  for (const toks of sentences(text)) {
    const written = surface(toks);
    const at = text.indexOf(written, cursor);
    // A sentence whose rewrite is corrupted stays as written (guard.ts).
    const candidate = rule(toks, req);
    const rewritten = candidate !== null && soundRewrite(written, candidate) ? candidate : null;
    if (at < 0) {
      // The tokenizer normalised something: fall back to spacing sentences with one space.
      out += (out ? ' ' : '') + (rewritten ?? written);
    } else {
      out += text.slice(cursor, at) + (rewritten ?? written);
      cursor = at + written.length;
    }
    changed ||= rewritten !== null && rewritten !== written;
  }
  out += text.slice(cursor);
  return changed ? out : null;
}

/**
 * Rewrites each paragraph (text between blank lines) with a whole-text rule, keeping the blank lines
 * and unchanged paragraphs as written: the rules join sentences with single spaces, which merged a
 * writer's paragraphs into one.
 */
function byParagraph(text: string, rule: TextRule, req: RephraseRequest): string | null {
  const parts = text.split(/(\n[^\S\n]*\n\s*)/);
  let changed = false;
  const out = parts.map((part, i) => {
    if (i % 2 === 1 || part.trim() === '') return part;
    const rewritten = rule(part, req);
    if (rewritten === null || rewritten === part || !soundRewrite(part, rewritten)) return part;
    changed = true;
    return rewritten;
  });
  return changed ? out.join('') : null;
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * Whether a text ends as a chat message often does, on a word with no full stop ("can we push the
 * call to 3pm"). The rules read sentences by their ending (a statement ends with a full stop), so such a
 * text is rewritten as if it had one; the answer then keeps the writer's ending, except where the
 * mapping is to formal writing, which ends its sentences.
 */
const UNENDED = /[\p{L}\p{N})]$/u;

/** The embedded rule engine: wink-nlp tags, compromise conjugation, WordNet synonyms, lexicons. */
export function rephraseEmbedded(req: RephraseRequest): string[] {
  const trimmed = req.text.trimEnd();
  if (!UNENDED.test(trimmed) || trimmed.split(/\s+/).length < 3) return rephraseEnded(req);
  const trailing = req.text.slice(trimmed.length);
  const keepStop = req.mapping === 'informal_to_formal';
  const ended = `${trimmed}.${trailing}`;
  const results = rephraseEnded({ ...req, text: ended });
  // Formal writing ends its sentences: the full stop alone is informal_to_formal's answer when nothing
  // else changed.
  if (keepStop && results.length === 0) return [ended];
  const out = results.map((r) => {
    const end = r.trimEnd();
    // The full stop added above (or one a rule wrote there: "5 p.m" stays as the writer wrote it).
    const added = end.endsWith('.') && !end.endsWith('..');
    return keepStop || !added ? r : end.slice(0, -1) + r.slice(end.length);
  });
  return [...new Set(out)].filter((r) => !same(r, req.text));
}

function rephraseEnded(req: RephraseRequest): string[] {
  let out: string[];
  if (req.mapping === 'paraphrase')
    out = paraphrase(sentences(req.text), req.numResults).filter((r) => soundRewrite(req.text, r));
  else if (SENTENCE_RULES[req.mapping])
    out = [bySentence(req.text, SENTENCE_RULES[req.mapping], req)].filter((x): x is string => x !== null);
  else if (TEXT_RULES[req.mapping])
    out = [byParagraph(req.text, TEXT_RULES[req.mapping], req)].filter((x): x is string => x !== null);
  else throw new Error(`no rule set handles mapping ${req.mapping}`);
  // An abbreviation's full stop ends a sentence too ("at 5 p.m.", "in the U.K."): rules that add one
  // made "p.m..". An ellipsis ("...") is left alone.
  out = out.map((r) =>
    r.replace(/(?<=\p{L}\.)\.(?!\.)/gu, (m, at: number, all: string) => (all[at - 2] === '.' ? m : '')),
  );
  // A text that ended its last sentence keeps it ended (a cut through "in the US Dept. of VA." had
  // taken the full stop with it).
  if (/[.!?]["”')\]]*\s*$/.test(req.text))
    out = out.map((r) => (/[.!?:;]["”')\]]*\s*$/.test(r) ? r : `${r.trimEnd()}.`));
  // Never the input back as if it were rephrased.
  return [...new Set(out)].filter((r) => !same(r, req.text));
}

/** Logs why the LLM was not used. */
export type FallbackLogger = (reason: string) => void;

/**
 * Rephrases with the configured LLM when there is one (its answer parsed strictly), falling back to the
 * embedded engine when it fails, times out or answers something unusable.
 */
export async function rephrase(
  req: RephraseRequest,
  llm?: LlmConfig,
  onFallback: FallbackLogger = () => {},
): Promise<RephraseOutcome> {
  const count = req.mapping === 'paraphrase' ? req.numResults : 1;
  if (llm) {
    try {
      const results = (
        await llmRephrase(llm, req.text, req.mapping, { tone: req.tone, tense: req.tense, count })
      )
        .filter((r) => !same(r, req.text))
        .slice(0, count);
      if (results.length > 0)
        return { replacements: results, modelVersion: `${EMBEDDED_VERSION}-llm-${llm.model}` };
      onFallback('the model returned no usable result');
    } catch (err) {
      onFallback(err instanceof LlmError ? err.message : String(err));
    }
  }
  return {
    replacements: rephraseEmbedded({ ...req, numResults: count }).slice(0, count),
    modelVersion: EMBEDDED_VERSION,
  };
}
