import type { DocSentence } from './document';

/**
 * How a document is built, read from the text itself (no genre flag): news reports put the point in
 * their opening sentence and write short paragraphs with attributed speech, so their opening is the
 * best summary; essays, stories, minutes and mails spread their point, so centrality matters more.
 */
export interface DocumentStructure {
  /** Sentences per body paragraph, on average. */
  sentencesPerParagraph: number;
  /** Share of sentences with a reporting verb ("said", "told", "according to"). */
  reportingRate: number;
  /** Share of paragraphs that open with a quotation (dialogue, as in fiction). */
  dialogueRate: number;
  /** Whether the document reads as a lead-first news report. */
  leadFirst: boolean;
}

const REPORTING = /\b(?:said|says|told|according to|announced|reported|added)\b/i;
const OPENS_WITH_QUOTE = /^["“‘']/;

/** Structure of a split document (headings are ignored). */
export function documentStructure(sentences: DocSentence[]): DocumentStructure {
  const body = sentences.filter((s) => !s.heading);
  const paragraphs = new Map<number, DocSentence[]>();
  for (const s of body) paragraphs.set(s.paragraph, [...(paragraphs.get(s.paragraph) ?? []), s]);
  const n = body.length || 1;
  const sentencesPerParagraph = body.length / (paragraphs.size || 1);
  const reportingRate = body.filter((s) => REPORTING.test(s.text)).length / n;
  const openers = [...paragraphs.values()].map((p) => p[0].text);
  const dialogueRate = openers.filter((t) => OPENS_WITH_QUOTE.test(t)).length / (openers.length || 1);
  // A report: attributed statements, or short paragraphs (one text block of many sentences is not
  // one), and not a dialogue-driven story.
  const shortParagraphs = paragraphs.size >= 3 && sentencesPerParagraph <= 2.5;
  const leadFirst = dialogueRate < 0.3 && (reportingRate >= 0.12 || shortParagraphs);
  return { sentencesPerParagraph, reportingRate, dialogueRate, leadFirst };
}
