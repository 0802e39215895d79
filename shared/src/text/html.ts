import { decodeHTML } from 'entities/decode';

/**
 * HTML to plain text, without a DOM (this runs in the server, in workers and in the browser alike).
 * Close to what a reader sees and to `innerText`: tags are dropped, blocks become line breaks,
 * paragraph-like blocks a blank line, table cells are separated by tabs, and whitespace collapses as a
 * browser lays it out (kept as written inside `pre` and `textarea`).
 */

/** A set of tag names from a space-separated list. */
const tags = (names: string) => new Set(names.split(' '));

/** Elements whose whole content is invisible to a reader. */
const HIDDEN = tags('head template svg math canvas object audio video datalist');
/** Elements whose content the parser does not tokenize, with whether a reader sees it. */
const RAW_TEXT = new Map([
  ['script', false],
  ['style', false],
  ['title', false],
  ['iframe', false],
  ['noembed', false],
  ['noframes', false],
  ['noscript', false], // a browser with scripting on shows nothing, and parses it as raw text
  ['xmp', true],
  ['textarea', true],
]);
/** Elements that may appear in `head`; any other start tag ends an unclosed `head`, as in a browser. */
const HEAD_CONTENT = tags('base link meta title style script noscript template');
const VOID = tags('area base br col embed hr img input link meta param source track wbr');
/** Blocks separated from their neighbours by a blank line (paragraph breaks, which chunking prefers). */
const PARAGRAPH = tags('p h1 h2 h3 h4 h5 h6 blockquote pre listing xmp textarea table hr ul ol dl menu');
/** Blocks on a line of their own. */
const LINE = tags(
  'address article aside body caption center dd details dialog dir div dt fieldset figcaption figure footer ' +
    'form header hgroup html legend li main nav option optgroup search section summary tbody tfoot thead tr',
);
const LISTS = tags('ul ol dl menu dir');
const PRESERVE_SPACE = tags('pre listing');

/** The plain text a reader sees in `html`: tags, comments, scripts and styles removed, entities decoded. */
export function htmlToText(html: string): string {
  const out = new TextWriter();
  // The HTML parser normalises newlines before anything else.
  const src = html.replace(/\r\n?/g, '\n');
  const hidden: string[] = [];
  let i = 0;

  const startTag = (name: string, selfClosing: boolean) => {
    if (hidden.at(-1) === 'head' && !HEAD_CONTENT.has(name)) hidden.pop();
    if (hidden.length > 0) {
      if (HIDDEN.has(name) && !selfClosing) hidden.push(name);
      return;
    }
    if (HIDDEN.has(name)) {
      if (!selfClosing) hidden.push(name);
      return;
    }
    out.open(name);
  };
  const endTag = (name: string) => {
    const open = hidden.lastIndexOf(name);
    if (open >= 0) hidden.length = open;
    else if (name === 'body' || name === 'html') hidden.length = 0;
    else if (hidden.length === 0) out.close(name);
  };

  while (i < src.length) {
    const lt = src.indexOf('<', i);
    if (lt < 0) {
      if (hidden.length === 0) out.text(src.slice(i));
      break;
    }
    if (lt > i && hidden.length === 0) out.text(src.slice(i, lt));
    const next = src.charCodeAt(lt + 1);
    if (src.startsWith('<!--', lt)) {
      // "<!-->" and "<!--->" are (abruptly closed) empty comments too.
      const end = src.indexOf('-->', lt + 2);
      i = end < 0 ? src.length : end + 3;
    } else if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
      i = skipPast(src, lt, '>'); // doctype, CDATA and processing instructions: bogus comments
    } else if (next === 0x2f /* / */ && isAsciiLetter(src.charCodeAt(lt + 2))) {
      const tag = readTag(src, lt + 2);
      endTag(tag.name);
      i = tag.end;
    } else if (next === 0x2f) {
      i = skipPast(src, lt, '>'); // "</>" and "</ ..." are dropped by the parser
    } else if (isAsciiLetter(next)) {
      const tag = readTag(src, lt + 1);
      i = tag.end;
      const raw = RAW_TEXT.get(tag.name);
      if (raw !== undefined && !tag.selfClosing) {
        const close = new RegExp(`</${tag.name}(?=[\\s/>])`, 'gi');
        close.lastIndex = i;
        const end = close.exec(src)?.index ?? src.length;
        if (raw && hidden.length === 0) {
          out.open(tag.name);
          // Like `pre`, a newline right after the start tag is not content.
          out.text(src.slice(i, end).replace(/^\n/, ''), true);
          out.close(tag.name);
        }
        i = end === src.length ? end : skipPast(src, end, '>');
        continue;
      }
      startTag(tag.name, tag.selfClosing || VOID.has(tag.name));
    } else {
      if (hidden.length === 0) out.text('<');
      i = lt + 1;
    }
  }
  return out.toString();
}

/** Builds the text with browser-like whitespace: collapsed runs, line breaks between blocks. */
class TextWriter {
  private parts: string[] = [];
  /** Line breaks owed before the next text (1 for a block, 2 for a paragraph). */
  private breaks = 0;
  private space = false;
  private tab = false;
  private empty = true;
  private lineEmpty = true;
  private preserve = 0;
  private lists = 0;
  private skipLeadingNewline = false;

  open(name: string) {
    if (name === 'br') return this.lineBreak();
    if (name === 'td' || name === 'th') {
      this.tab = !this.lineEmpty;
      return;
    }
    this.block(name);
    if (LISTS.has(name)) this.lists++;
    if (PRESERVE_SPACE.has(name)) {
      this.preserve++;
      this.skipLeadingNewline = true;
    }
  }

  close(name: string) {
    if (LISTS.has(name)) this.lists = Math.max(0, this.lists - 1);
    if (PRESERVE_SPACE.has(name)) this.preserve = Math.max(0, this.preserve - 1);
    this.block(name);
  }

  /** Adds text as it appears in the source (entities not yet decoded). */
  text(raw: string, preserve = false) {
    const text = decodeHTML(raw);
    if (preserve || this.preserve > 0) {
      const kept = this.skipLeadingNewline ? text.replace(/^\n/, '') : text;
      if (kept) this.write(kept);
      return;
    }
    // ASCII whitespace collapses; no-break spaces and other Unicode spaces are content.
    for (const piece of text.split(/([ \t\n\f]+)/)) {
      if (piece === '') continue;
      if (/^[ \t\n\f]/.test(piece)) this.space = true;
      else this.write(piece);
    }
  }

  toString(): string {
    // Lines of nothing but spaces (editors fill empty paragraphs with &nbsp;) read as blank lines.
    return this.parts
      .join('')
      .replace(/\n(?:[ \t\u00a0]*\n){2,}/g, '\n\n')
      .replace(/^\s+|\s+$/g, '');
  }

  private block(name: string) {
    const nestedList = LISTS.has(name) && this.lists > 0;
    const count = PARAGRAPH.has(name) && !nestedList ? 2 : LINE.has(name) || nestedList ? 1 : 0;
    if (count === 0) return;
    this.breaks = Math.max(this.breaks, count);
    this.space = false;
    this.tab = false;
  }

  private lineBreak() {
    if (this.breaks > 0) this.flush();
    this.parts.push('\n');
    this.lineEmpty = true;
    this.space = false;
    this.tab = false;
  }

  private write(text: string) {
    this.flush();
    this.parts.push(text);
    this.empty = false;
    this.lineEmpty = text.endsWith('\n');
    this.skipLeadingNewline = false;
  }

  private flush() {
    if (this.breaks > 0) {
      if (!this.empty) this.parts.push('\n'.repeat(this.breaks));
      this.lineEmpty = true;
    } else if (this.tab) {
      this.parts.push('\t');
    } else if (this.space && !this.lineEmpty) {
      this.parts.push(' ');
    }
    this.breaks = 0;
    this.space = false;
    this.tab = false;
  }
}

/** Index just past the next `char` at or after `from` (the end of the input if there is none). */
function skipPast(src: string, from: number, char: string): number {
  const end = src.indexOf(char, from);
  return end < 0 ? src.length : end + 1;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** Reads a tag name and its attributes from `from` (just after "<" or "</") up to the closing ">". */
function readTag(src: string, from: number): { name: string; selfClosing: boolean; end: number } {
  let j = from;
  while (j < src.length && !/[\s/>]/.test(src[j]!)) j++;
  const name = src.slice(from, j).toLowerCase();
  // Attribute values may contain ">": skip quoted values whole.
  let selfClosing = false;
  while (j < src.length) {
    const c = src[j]!;
    if (c === '>') return { name, selfClosing, end: j + 1 };
    if (c === '=') {
      j++;
      while (j < src.length && /\s/.test(src[j]!)) j++;
      const quote = src[j];
      if (quote === '"' || quote === "'") {
        const close = src.indexOf(quote, j + 1);
        j = close < 0 ? src.length : close + 1;
      }
      selfClosing = false;
      continue;
    }
    selfClosing = c === '/';
    j++;
  }
  return { name, selfClosing, end: src.length };
}
