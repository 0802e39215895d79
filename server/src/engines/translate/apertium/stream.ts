/**
 * Apertium's stream format, written and read in TypeScript instead of apertium-destxt/retxt (which drop
 * the null-flush character a long-lived pipeline needs). Special characters are backslash-escaped and
 * anything that must pass through untouched goes into a superblank `[...]`, which every stage of the
 * pipeline copies to its output in place.
 */

// The characters apertium-destxt escapes.
const SPECIAL = /[\\[\]^$/<>@{}]/g;

/**
 * Converts one segment (a line core with placeholder tokens) into stream format: tokens and runs of
 * whitespace other than a single space become superblanks, so Apertium keeps them exactly; the segment
 * ends in an empty superblank, without which the last word waits for more input and is lost at a flush.
 */
export function toStream(segment: string): string {
  let out = '';
  let last = 0;
  const text = segment.replace(/\0/g, '');
  for (const m of text.matchAll(/⟦\d+⟧|[^\S ]\s*| {2,}/g)) {
    out += escapeSpecials(text.slice(last, m.index)) + superblank(m[0]);
    last = m.index + m[0].length;
  }
  return `${out + escapeSpecials(text.slice(last))}[]`;
}

function escapeSpecials(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`);
}

function superblank(content: string): string {
  return `[${content.replace(SPECIAL, (c) => `\\${c}`)}]`;
}

/**
 * Reads a pipeline's output back into plain text: escapes resolved, superblanks opened. Spaces the
 * engine itself doubled (a dropped pronoun leaves its blank behind) are collapsed and the ends trimmed;
 * whitespace the caller wrote travelled in superblanks and is untouched.
 */
export function fromStream(stream: string): string {
  let out = '';
  let plain = '';
  const flush = () => {
    out += plain.replace(/ {2,}/g, ' ');
    plain = '';
  };
  for (let i = 0; i < stream.length; i++) {
    const c = stream[i];
    if (c === '\\' && i + 1 < stream.length) {
      plain += stream[++i];
    } else if (c === '[') {
      // A wordbound blank `[[...]]` carries formatting we never send; drop it if a stage made one.
      const wordbound = stream[i + 1] === '[';
      let j = wordbound ? i + 2 : i + 1;
      let content = '';
      while (j < stream.length && stream[j] !== ']') {
        if (stream[j] === '\\' && j + 1 < stream.length) j++;
        content += stream[j++];
      }
      if (wordbound && stream[j + 1] === ']') j++;
      i = j;
      flush();
      if (!wordbound) out += content;
    } else {
      plain += c;
    }
  }
  flush();
  return trimEngineSpace(out);
}

/** Trims plain spaces the engine left at the ends, but not whitespace that came from a superblank token. */
function trimEngineSpace(text: string): string {
  return text.replace(/^ +| +$/g, '');
}
