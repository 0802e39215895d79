import { REPHRASE_MAPPINGS, TENSE_MAPPINGS, TONE_MAPPINGS } from '@margin/shared/contract';

/** One option control of the playground form, sent as a request field of the same name. */
export interface PlaygroundOption {
  /** Request field name, e.g. `max_length`. */
  name: string;
  label: string;
  kind: 'number' | 'select' | 'text';
  /** Choices of a select; an empty string means "leave the field out". */
  choices?: string[];
  /** Initial value. */
  value?: string;
  min?: number;
  max?: number;
  required?: boolean;
  hint?: string;
  /** Shown only while another option has this value (tone_mapping with mapping=switch_tone). */
  when?: { name: string; value: string };
}

/** The readable view the page renders above the raw JSON. */
export type PlaygroundView =
  | 'statistics'
  | 'chunks'
  | 'edits'
  | 'rephrase'
  | 'completion'
  | 'aidetect'
  | 'labels'
  | 'translation'
  | 'summary'
  | 'text';

/** One endpoint the playground can call. */
export interface PlaygroundEndpoint {
  /** Value of the endpoint picker. */
  id: string;
  label: string;
  /** `<optgroup>` the endpoint is listed under. */
  group: string;
  path: string;
  transport: 'json' | 'multipart';
  /** Request field the textarea fills (JSON endpoints). */
  input?: 'text' | 'html' | 'query';
  /** Fields always sent as given. */
  fixed?: Record<string, string>;
  /** Names of the {@link PLAYGROUND_OPTIONS} shown for this endpoint. */
  options?: string[];
  /** `accept` of the file input (multipart endpoints). */
  accept?: string;
  view: PlaygroundView;
}

/** Every option control; endpoints list the ones they use. */
export const PLAYGROUND_OPTIONS: PlaygroundOption[] = [
  {
    name: 'lang',
    label: 'Language',
    kind: 'select',
    choices: ['en', 'de', 'fr', 'it', 'nl', 'pl', 'ru', 'ar'],
    value: 'en',
  },
  {
    name: 'max_length',
    label: 'Max length',
    kind: 'number',
    value: '200',
    min: 1,
    required: true,
    hint: 'Characters per chunk, at most.',
  },
  {
    name: 'step_size',
    label: 'Step size',
    kind: 'number',
    min: 1,
    hint: 'Window searched for a split point; empty uses the default.',
  },
  {
    name: 'mapping',
    label: 'Mapping',
    kind: 'select',
    choices: [...REPHRASE_MAPPINGS],
    value: 'paraphrase',
  },
  {
    name: 'tone_mapping',
    label: 'Tone',
    kind: 'select',
    choices: [...TONE_MAPPINGS],
    value: 'professional',
    when: { name: 'mapping', value: 'switch_tone' },
  },
  {
    name: 'tense_mapping',
    label: 'Tense',
    kind: 'select',
    choices: [...TENSE_MAPPINGS],
    value: 'simple past',
    when: { name: 'mapping', value: 'switch_tense' },
  },
  {
    name: 'target_lang',
    label: 'Target language',
    kind: 'text',
    value: 'es',
    required: true,
    hint: 'ISO 639 code or English name, e.g. es, pt-BR, German.',
  },
  {
    name: 'length',
    label: 'Summary length',
    kind: 'select',
    choices: ['short', 'medium', 'long'],
    value: 'medium',
  },
];

/** The JSON text endpoints of the API and the two file endpoints, in picker order. */
export const PLAYGROUND_ENDPOINTS: PlaygroundEndpoint[] = [
  {
    id: 'statistics',
    label: 'Statistics',
    group: 'Measure',
    path: '/api/v1/statistics',
    transport: 'json',
    input: 'text',
    options: ['lang'],
    view: 'statistics',
  },
  {
    id: 'edits',
    label: 'Edits',
    group: 'Check',
    path: '/api/v1/edits',
    transport: 'json',
    input: 'text',
    fixed: { session_id: 'playground' },
    view: 'edits',
  },
  {
    id: 'spellcheck',
    label: 'Spellcheck',
    group: 'Check',
    path: '/api/v1/spellcheck',
    transport: 'json',
    input: 'text',
    fixed: { session_id: 'playground' },
    view: 'edits',
  },
  {
    id: 'aidetect',
    label: 'AI detection',
    group: 'Check',
    path: '/api/v1/aidetect',
    transport: 'json',
    input: 'text',
    view: 'aidetect',
  },
  {
    id: 'rephrase',
    label: 'Rephrase',
    group: 'Rewrite',
    path: '/api/v1/rephrase',
    transport: 'json',
    input: 'text',
    options: ['mapping', 'tone_mapping', 'tense_mapping'],
    view: 'rephrase',
  },
  {
    id: 'complete',
    label: 'Autocomplete',
    group: 'Rewrite',
    path: '/api/v1/complete',
    transport: 'json',
    input: 'query',
    fixed: { session_id: 'playground' },
    view: 'completion',
  },
  {
    id: 'translate',
    label: 'Translate',
    group: 'Rewrite',
    path: '/api/v1/translate',
    transport: 'json',
    input: 'text',
    options: ['target_lang'],
    view: 'translation',
  },
  {
    id: 'summarize',
    label: 'Summarize',
    group: 'Rewrite',
    path: '/api/v1/summarize',
    transport: 'json',
    input: 'text',
    options: ['length'],
    view: 'summary',
  },
  {
    id: 'sentiment',
    label: 'Sentiment',
    group: 'Analyse',
    path: '/api/v1/sentiment',
    transport: 'json',
    input: 'text',
    view: 'labels',
  },
  {
    id: 'tone',
    label: 'Tone',
    group: 'Analyse',
    path: '/api/v1/tone',
    transport: 'json',
    input: 'text',
    view: 'labels',
  },
  {
    id: 'chunk_text',
    label: 'Chunk text',
    group: 'Ingest',
    path: '/api/v1/ingest/chunk_text',
    transport: 'json',
    input: 'text',
    options: ['max_length', 'step_size'],
    view: 'chunks',
  },
  {
    id: 'chunk_html',
    label: 'Chunk HTML',
    group: 'Ingest',
    path: '/api/v1/ingest/chunk_html',
    transport: 'json',
    input: 'html',
    options: ['max_length', 'step_size'],
    view: 'chunks',
  },
  {
    id: 'pdf_to_text',
    label: 'PDF to text',
    group: 'Ingest',
    path: '/api/v1/ingest/pdf_to_text',
    transport: 'multipart',
    accept: '.pdf,application/pdf',
    view: 'text',
  },
  {
    id: 'docx_to_text',
    label: 'DOCX to text',
    group: 'Ingest',
    path: '/api/v1/ingest/docx_to_text',
    transport: 'multipart',
    accept: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    view: 'text',
  },
];
