import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk';
import { htmlToText } from './html';

describe('htmlToText', () => {
  it.each([
    ['empty input', '', ''],
    ['plain text', 'Just text.', 'Just text.'],
    ['inline tags join without spaces', '<b>Hel</b>lo <i>wor</i>ld', 'Hello world'],
    ['paragraphs become a blank line apart', '<p>One.</p><p>Two.</p>', 'One.\n\nTwo.'],
    ['divs become lines', '<div>One</div><div>Two</div>', 'One\nTwo'],
    ['headings are paragraphs', '<h1>Title</h1>Body text', 'Title\n\nBody text'],
    ['br is a line break', 'one<br>two<br/>three', 'one\ntwo\nthree'],
    ['br breaks add up to one blank line at most', 'a<br><br><br><br>b', 'a\n\nb'],
    [
      'list items are lines',
      '<p>Intro</p><ul><li>one</li><li>two</li></ul><p>End</p>',
      'Intro\n\none\ntwo\n\nEnd',
    ],
    ['nested lists do not add blank lines', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', 'a\nb\nc'],
    [
      'table cells are tab-separated, rows are lines',
      '<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td> 2 </td></tr></table>',
      'A\tB\n1\t2',
    ],
    ['hr separates paragraphs', 'above<hr>below', 'above\n\nbelow'],
    [
      'whitespace collapses like a browser',
      '<p>\n  Some   text\n\tspread\n  out.  </p>',
      'Some text spread out.',
    ],
    ['space at block edges is dropped', '<div> a </div> <div> b </div>', 'a\nb'],
    ['space between inline elements is kept', '<span>a</span> <span>b</span>', 'a b'],
    ['no-break spaces are content', 'a&nbsp;&nbsp;b', 'a\u00a0\u00a0b'],
    ['pre keeps its whitespace', '<pre>\nline 1\n  indented\n</pre>', 'line 1\n  indented'],
    ['textarea text is kept verbatim', '<textarea>a <b> &amp;\n b</textarea>', 'a <b> &\n b'],
    [
      'named, decimal and hex entities',
      '&lt;p&gt; &amp; &eacute; &#233; &#xE9; &#x1F600; &copy',
      '<p> & é é é 😀 ©',
    ],
    ['unknown entities stay literal', 'AT&T &bogus; a & b', 'AT&T &bogus; a & b'],
    ['legacy entities decode without a semicolon, as in a browser', '&notit; &copy2024', '¬it; ©2024'],
    [
      'decoded markup is text, not tags',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '<script>alert(1)</script>',
    ],
    ['comments are dropped', 'a<!-- hidden <p>x</p> -->b<!---->c<!-->d', 'abcd'],
    ['unterminated comment hides the rest', 'a<!-- never closed <p>b', 'a'],
    ['doctype and processing instructions are dropped', '<!DOCTYPE html><?xml version="1.0"?>Hi', 'Hi'],
    [
      'script and style contents are dropped',
      '<script>if (a < b) { x("</p>") }</script>A<style>p > a { }</style>B',
      'AB',
    ],
    ['script close tag is case-insensitive', '<SCRIPT type="x">var s = "<b>";</ScRiPt>ok', 'ok'],
    [
      'head is dropped',
      '<html><head><title>T</title><meta charset="utf-8"></head><body><p>Body</p></body></html>',
      'Body',
    ],
    ['unclosed head ends at body content', '<head><title>T</title><p>Body', 'Body'],
    ['template contents are dropped', '<template><p>x</p><template>y</template>z</template>shown', 'shown'],
    ['svg contents are dropped', 'a<svg><text>label</text></svg>b', 'ab'],
    ['attributes with ">" do not end the tag', '<a title="a > b" href=\'x>y\'>link</a>', 'link'],
    ['a lone "<" is text', 'a < b and 3<4', 'a < b and 3<4'],
    ['an unterminated tag is dropped', 'text <a href="x', 'text'],
    ['CRLF newlines', '<p>a\r\nb</p>\r\n<p>c</p>', 'a b\n\nc'],
    ['uppercase tags', '<P>One</P><DIV>Two</DIV>', 'One\n\nTwo'],
    [
      '&nbsp; spacer paragraphs are blank lines',
      '<p>a</p><p>&nbsp;</p><p>&nbsp;</p><p>b&nbsp;c</p>',
      'a\n\nb\u00a0c',
    ],
    ['many blank lines collapse to one', '<p></p><p></p><div></div><p>a</p><p></p><p></p><p>b</p>', 'a\n\nb'],
  ])('%s', (_name, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('feeds chunkText with paragraph breaks to split on', () => {
    const html = `<article><h1>Title</h1>${'<p>A sentence of prose goes here.</p>'.repeat(6)}</article>`;
    const chunks = chunkText(htmlToText(html), { maxLength: 80, stepSize: 40 });
    expect(chunks[0]).toBe('Title\n\nA sentence of prose goes here.\n\nA sentence of prose goes here.\n\n');
    for (const chunk of chunks) expect(chunk).not.toMatch(/[<>]/);
  });

  // Its speed is measured by `npm run bench` (scripts/bench/compute.ts), not asserted here.
  it('converts 1 MB of markup', () => {
    const html = '<div class="x"><p>Some <b>bold</b> &amp; <a href="#">linked</a> text.</p></div>'.repeat(
      15_000,
    );
    const text = htmlToText(html);
    expect(text.startsWith('Some bold & linked text.\n\nSome bold')).toBe(true);
    expect(text.split('\n\n')).toHaveLength(15_000);
  });
});
