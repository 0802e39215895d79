/**
 * The readable view above the raw JSON, one per kind of answer. Answers are rendered as text by
 * Preact, never parsed as HTML. A view receives whatever JSON the server sent: it checks shapes and
 * an answer it cannot read still shows as JSON below.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { PlaygroundView } from '../endpoints';
import { codePoints, flatten, formatValue, percent, plural } from './format';

type Json = Record<string, unknown>;
type Pairs = [number, string, string?][];

const STAT_LABELS: Record<string, string> = {
  chars: 'Characters',
  words: 'Words',
  sentences: 'Sentences',
  reading_time_min: 'Reading time (minutes)',
  reading_time_sec: 'Reading time (seconds)',
  readability: 'Readability (Flesch–Kincaid grade)',
  automated_readability_index: 'Automated Readability Index',
  coleman_liau_index: 'Coleman–Liau index',
  dale_chall_readability_score: 'Dale–Chall readability score',
  difficult_words: 'Difficult words',
  flesch_kincaid_grade: 'Flesch–Kincaid grade',
  flesch_reading_ease: 'Flesch reading ease',
  gunning_fog: 'Gunning fog index',
  linsear_write_formula: 'Linsear Write formula',
  mcalpine_eflaw: 'McAlpine EFLAW',
  smog_index: 'SMOG index',
  spache_readability: 'Spache readability',
  text_standard: 'Text standard (consensus grade)',
};
const STAT_ORDER = ['chars', 'words', 'sentences', 'reading_time_min', 'reading_time_sec', 'readability'];

const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A box with a title and a message, for errors and unavailable endpoints. */
export function Callout(props: {
  kind: 'error' | 'unavailable';
  title: string;
  message: string;
  note?: string | null;
}) {
  return (
    <div class={`callout ${props.kind}`} role={props.kind === 'error' ? 'alert' : undefined}>
      <p class="callout-title">{props.title}</p>
      <p class="callout-msg">{props.message}</p>
      {props.note ? <p class="callout-note">{props.note}</p> : null}
    </div>
  );
}

function Table(props: { caption: string; head: string[]; class?: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap">
      <table class={`data ${props.class ?? ''}`}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((c) => (
              <th scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

function TextBlock(props: { title: string; children: ComponentChildren }) {
  return (
    <figure class="text-block">
      <figcaption>{props.title}</figcaption>
      <p class="prose">{props.children}</p>
    </figure>
  );
}

/** A dotted/underscored field path that may wrap only after `.` and `_`. */
const breakable = (path: string) =>
  path.split(/(?<=[._])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr />, part]));

function Statistics({ data }: { data: Json }) {
  const rank = (path: string) => {
    const i = STAT_ORDER.indexOf(path);
    return i === -1 ? STAT_ORDER.length : i;
  };
  const rows = flatten(data).sort((a, b) => rank(a[0]) - rank(b[0]));
  return (
    <Table caption="Statistics" head={['Measure', 'Field', 'Value']} class="stats">
      {rows.map(([path, leaf, value]) => (
        <tr data-field={path}>
          <th scope="row">{STAT_LABELS[leaf] ?? leaf.replace(/_/g, ' ')}</th>
          <td>
            <code>{breakable(path)}</code>
          </td>
          <td class="num">{formatValue(value)}</td>
        </tr>
      ))}
    </Table>
  );
}

function Chunks({ data }: { data: Json }) {
  const chunks = list<unknown>(data.chunks).map(String);
  return (
    <div>
      <p class="summary">{plural(chunks.length, 'chunk')}</p>
      <ol class="chunks">
        {chunks.map((chunk, i) => (
          <li class="chunk">
            <span class="chunk-meta">{`#${i + 1} · ${plural(codePoints(chunk), 'char')}`}</span>
            <span class="chunk-text">{chunk}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

interface WireEdit {
  sentence?: string;
  start: number;
  end: number;
  replacement: string;
  error_type?: string;
  general_error_type?: string;
  description?: string;
}

function Edits({ data }: { data: Json | unknown[] }) {
  const edits = Array.isArray(data) ? (data as WireEdit[]) : list<WireEdit>(data.edits);
  const applied = !Array.isArray(data) && typeof data.applied_text === 'string' ? data.applied_text : null;
  return (
    <div>
      {edits.length === 0 ? (
        <p class="summary">No suggestions.</p>
      ) : (
        <Table
          caption={plural(edits.length, 'suggestion')}
          head={['Original', 'Replacement', 'Type', 'Sentence']}
        >
          {edits.map((e) => {
            const original = Array.from(String(e.sentence ?? ''))
              .slice(e.start, e.end)
              .join('');
            return (
              <tr>
                <td>
                  <del>{original || '∅'}</del>
                </td>
                <td>
                  <ins>{e.replacement === '' ? '(remove)' : e.replacement}</ins>
                </td>
                <td>{[e.general_error_type, e.error_type].filter(Boolean).join(' · ') || '—'}</td>
                <td class="muted">{e.description ? `${e.sentence} — ${e.description}` : e.sentence}</td>
              </tr>
            );
          })}
        </Table>
      )}
      {applied !== null ? <TextBlock title="Applied text">{applied}</TextBlock> : null}
    </div>
  );
}

function Rephrase({ data }: { data: Json }) {
  const results = list<{ rephrase_type?: string; replacement: string }>(data.results);
  if (results.length === 0) return <p class="summary">No transformation applies to this text.</p>;
  return (
    <div>
      {results.map((r, i) => (
        <TextBlock title={`${r.rephrase_type || 'Result'} ${results.length > 1 ? i + 1 : ''}`}>
          {r.replacement}
        </TextBlock>
      ))}
    </div>
  );
}

function Completion({ data }: { data: Json }) {
  return (
    <TextBlock title="Completion">
      <span>
        <span class="muted">{String(data.query ?? '')}</span>
        <mark>{String(data.output ?? '')}</mark>
      </span>
    </TextBlock>
  );
}

function AiDetect({ data }: { data: Json }) {
  const sentences = list<{ sentence: string; score: number }>(data.sentence_scores);
  return (
    <div>
      <dl class="facts">
        <dt>AI-generated probability</dt>
        <dd>{percent(data.score)}</dd>
        <dt>Share of text in AI-like sentences</dt>
        <dd>{percent(data.ai_fraction)}</dd>
      </dl>
      {sentences.length > 0 ? (
        <Table caption="Sentence scores" head={['Sentence', 'Score']}>
          {sentences.map((s) => (
            <tr>
              <td>{s.sentence}</td>
              <td class="num">{percent(s.score)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
    </div>
  );
}

/** [probability, label, emoji?] lists, as sentiment and tone answer. */
function LabelBars({ pairs }: { pairs: Pairs }) {
  return (
    <ul class="meters">
      {pairs.map(([p, label, emoji]) => (
        <li>
          <span class="meter-label">{`${emoji ? `${emoji} ` : ''}${label}`}</span>
          <span
            class="meter"
            aria-hidden="true"
            style={`--w:${Math.max(0, Math.min(1, Number(p) || 0)) * 100}%`}
          />
          <span class="num">{percent(p)}</span>
        </li>
      ))}
    </ul>
  );
}

function Labels({ data }: { data: Json }) {
  const sents = list<string>(data.sents);
  const results = list<Pairs>(data.results);
  return (
    <div>
      <h4>Overall</h4>
      <LabelBars pairs={list<Pairs[number]>(data.overall)} />
      {sents.length ? (
        <Table caption="Per sentence" head={['Sentence', 'Most likely']}>
          {sents.map((s, i) => {
            const top = (results[i] ?? [])[0];
            return (
              <tr>
                <td>{s}</td>
                <td>{top ? `${top[2] ? `${top[2]} ` : ''}${top[1]} (${percent(top[0])})` : '—'}</td>
              </tr>
            );
          })}
        </Table>
      ) : null}
    </div>
  );
}

function Translation({ data }: { data: Json }) {
  const from = data.source_lang_name || data.source_lang || 'unknown';
  const to = data.target_lang_name || data.target_lang || '';
  return <TextBlock title={`${from} → ${to}`}>{String(data.translation ?? '')}</TextBlock>;
}

function Summary({ data }: { data: Json }) {
  const points = list<string>(data.key_points);
  return (
    <div>
      <TextBlock title={`Summary (${data.length || 'medium'})`}>{String(data.summary ?? '')}</TextBlock>
      {points.length ? <h4>Key points</h4> : null}
      {points.length ? (
        <ul class="points">
          {points.map((p) => (
            <li>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Extracted({ data }: { data: Json }) {
  const text = String(data.text ?? '');
  return <TextBlock title={`Extracted text · ${plural(codePoints(text), 'character')}`}>{text}</TextBlock>;
}

/** The component that renders each kind of answer. */
export const VIEWS: Record<PlaygroundView, (props: { data: Json }) => JSX.Element> = {
  statistics: Statistics,
  chunks: Chunks,
  edits: Edits,
  rephrase: Rephrase,
  completion: Completion,
  aidetect: AiDetect,
  labels: Labels,
  translation: Translation,
  summary: Summary,
  text: Extracted,
};
