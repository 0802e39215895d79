import { tokenize } from '@margin/shared/ml/tokens';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Heat level of a token: 0 below the 0.5 threshold, then 1..5 in steps of 0.1 of probability. */
const level = (p: number) => (p < 0.5 ? 0 : Math.min(5, 1 + Math.floor((p - 0.5) * 10)));

/**
 * The `score_string` heatmap: the text as HTML in which runs of tokens the detector finds likely
 * machine-written (probability ≥ 0.5) sit in `<mark>` elements whose red deepens with the
 * probability (five levels, `data-level` 1–5). All of the text is escaped, so markup inside it
 * shows as text and never runs.
 */
export function renderHeatmap(text: string, tokenProbs: readonly number[]): string {
  const tokens = tokenize(text);
  let html = '<div class="margin-ai-heatmap" style="white-space:pre-wrap">';
  let at = 0;
  let i = 0;
  while (i < tokens.length) {
    const lv = level(tokenProbs[i] ?? 0);
    let j = i + 1;
    while (j < tokens.length && level(tokenProbs[j] ?? 0) === lv) j++;
    html += escapeHtml(text.slice(at, tokens[i].start));
    const run = escapeHtml(text.slice(tokens[i].start, tokens[j - 1].end));
    html +=
      lv === 0
        ? run
        : `<mark data-level="${lv}" style="background-color:rgba(255,0,0,${(lv * 0.15).toFixed(2)});color:inherit">${run}</mark>`;
    at = tokens[j - 1].end;
    i = j;
  }
  html += `${escapeHtml(text.slice(at))}</div>`;
  return html;
}
