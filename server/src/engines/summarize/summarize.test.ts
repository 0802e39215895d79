import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { splitSentences } from '@margin/shared/text/sentences';
import { describe, expect, it } from 'vitest';
import {
  capWords,
  documentText,
  EmptyDocumentError,
  REPORT_MEDIUM_WORDS,
  reportMediumCount,
  SHORT_MAX_WORDS,
  sentenceBudget,
  summarize,
} from '.';
import { analyseDocument } from './analyse';
import { splitDocument } from './document';
import { SENTENCE_FEATURES } from './features';
import { compressSentence, toKeyPoint } from './keypoints';
import { loadRanker, type SentenceRanker } from './ranker';
import { documentStructure } from './structure';

describe('splitDocument', () => {
  it('does not end a sentence at abbreviations or initials', () => {
    expect(
      splitDocument('Dr. Smith met J. Brown in the U.S. capital. They talked.').map((s) => s.text),
    ).toEqual(['Dr. Smith met J. Brown in the U.S. capital.', 'They talked.']);
  });
});

describe('splitDocument', () => {
  it('keeps headings as boundaries and counts paragraphs', () => {
    const doc = splitDocument('Results\n\nSales rose. Costs fell.\n\nOutlook\n\nGrowth will slow.');
    expect(doc.map((s) => [s.text, s.heading, s.paragraph])).toEqual([
      ['Results', true, 0],
      ['Sales rose.', false, 1],
      ['Costs fell.', false, 1],
      ['Outlook', true, 2],
      ['Growth will slow.', false, 3],
    ]);
  });
});

describe('documentText', () => {
  it('strips markup only when there is some', () => {
    expect(documentText('<h2>Title</h2><p>One. Two.</p>')).toBe('Title\n\nOne. Two.');
    expect(documentText('5 < 6 and 7 > 3.')).toBe('5 < 6 and 7 > 3.');
  });
});

describe('toKeyPoint', () => {
  it('drops link words, asides and attributions', () => {
    expect(toKeyPoint('However, profits (before tax) rose by 8%, the company said.')).toBe(
      'Profits rose by 8%.',
    );
  });
});

describe('summarize', () => {
  it('keeps the chosen sentences in document order and grows with the length', () => {
    const text = Array.from(
      { length: 12 },
      (_, i) => `Sentence number ${i} talks about topic ${i % 3} in some detail.`,
    ).join(' ');
    const short = summarize(text, 'short');
    const long = summarize(text, 'long');
    expect(short.summary.split('. ').length).toBeLessThan(long.summary.split('. ').length);
    const numbers = [...long.summary.matchAll(/number (\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(sentenceBudget('medium', 12)).toBe(3);
    expect(sentenceBudget('medium', 30)).toBe(5);
    expect(sentenceBudget('medium', 2)).toBe(2);
  });
});

const NEWS = [
  'The city council approved a new budget on Monday that cuts bus fares by half for students.',
  '"This is a good day for families," the mayor said.',
  'The plan costs 12 million pounds a year, officials told reporters.',
  'Opposition members said the money should go to road repairs instead.',
  'The fare cut starts in September, according to the transport office.',
  'Bus operators said they expect more passengers at peak hours.',
].join('\n\n');

const ESSAY = [
  'Some people think of a back yard as a luxury. Others grow food in theirs. My grandmother kept chickens. Her neighbours kept bees.',
  'Gardens help cities stay cool in summer, because plants shade the ground and release water. Gardens also help cities absorb rain. The ground under gardens stays cool. Paved yards heat up instead.',
  'In short, gardens help cities stay cool and absorb rain. That makes gardens a public good. Cities should protect them. Planners rarely do.',
].join('\n\n');

describe('documentStructure', () => {
  it('reads a news report as lead-first and an essay as not', () => {
    expect(documentStructure(splitDocument(NEWS)).leadFirst).toBe(true);
    expect(documentStructure(splitDocument(ESSAY)).leadFirst).toBe(false);
  });

  it('does not take dialogue-driven fiction for news', () => {
    const story = Array.from({ length: 6 }, (_, i) => `"Line ${i} of talk," she said.`).join('\n\n');
    expect(documentStructure(splitDocument(story)).leadFirst).toBe(false);
  });
});

describe('summarize lengths', () => {
  it('opens a news summary with its lead sentence', () => {
    expect(summarize(NEWS, 'short').summary.startsWith('The city council approved')).toBe(true);
  });

  it('prefers a central sentence over the opening of an essay', () => {
    expect(summarize(ESSAY, 'short').summary).toContain('cool');
    expect(summarize(ESSAY, 'short').summary).not.toContain('chickens');
  });

  it('keeps short to one or two sentences and at most 60 words, even with one very long sentence', () => {
    const long = `${Array.from({ length: 90 }, (_, i) => `word${i}`).join(' ')}, and more words follow here.`;
    for (const text of [NEWS, ESSAY, long]) {
      const { summary } = summarize(text, 'short');
      expect(summary.split(/\s+/).length).toBeLessThanOrEqual(SHORT_MAX_WORDS);
      expect(splitSentences(summary).length).toBeLessThanOrEqual(2);
    }
    expect(summarize(long, 'short').summary.endsWith('…')).toBe(true);
  });

  it('gives key points that do not repeat the summary', () => {
    const { summary, key_points } = summarize(NEWS, 'short');
    expect(key_points.length).toBeGreaterThan(0);
    for (const p of key_points) expect(summary).not.toContain(p.replace(/\.$/, ''));
  });
});

describe('capWords', () => {
  it('leaves short text alone and cuts long text at a clause boundary', () => {
    expect(capWords('One two three.', 5)).toBe('One two three.');
    expect(capWords('a b c d e f g, h i j k l', 9)).toBe('a b c d e f g…');
  });
});

/** A report of 30 sentences in short paragraphs, every sentence about the same story. */
const REPORT = Array.from({ length: 10 }, (_, p) =>
  [
    `Storm damage in district ${p} closed ${p + 2} roads on Friday, the county said.`,
    `Crews cleared fallen trees from the ${p % 2 ? 'north' : 'south'} side of district ${p} by the evening.`,
    `Power returned to most homes in district ${p} within ${p + 3} hours.`,
  ].join(' '),
).join('\n\n');

describe('summarize length contracts', () => {
  const sentences = (s: string) => splitSentences(s).length;

  it('gives short one or two sentences within 60 words, medium 3-5 sentences, long more', () => {
    const short = summarize(REPORT, 'short').summary;
    const medium = summarize(REPORT, 'medium').summary;
    const long = summarize(REPORT, 'long').summary;
    expect(short.split(/\s+/).length).toBeLessThanOrEqual(SHORT_MAX_WORDS);
    expect(sentences(short)).toBeGreaterThanOrEqual(1);
    expect(sentences(short)).toBeLessThanOrEqual(2);
    expect(sentences(medium)).toBeGreaterThanOrEqual(3);
    expect(sentences(medium)).toBeLessThanOrEqual(5);
    expect(sentences(long)).toBe(sentenceBudget('long', 30));
    expect(sentences(long)).toBeGreaterThan(sentences(medium));
  });

  it('answers the same summary and key points for the same text', () => {
    for (const length of ['short', 'medium', 'long'] as const) {
      expect(summarize(REPORT, length)).toEqual(summarize(REPORT, length));
      expect(summarize(ESSAY, length)).toEqual(summarize(ESSAY, length));
    }
  });

  it('never repeats a summary sentence as a key point, at any length', () => {
    for (const text of [REPORT, ESSAY, NEWS]) {
      for (const length of ['short', 'medium', 'long'] as const) {
        const { summary, key_points } = summarize(text, length);
        const summarySentences = splitSentences(summary).map((r) => summary.slice(r.start, r.end));
        for (const p of key_points) expect(summarySentences).not.toContain(p);
      }
    }
  });

  it('pairs the best sentence with a lower-ranked one that fits when the runner-up is too long', () => {
    const lead = 'The harbour bridge reopened to traffic on Sunday after two years of repairs.';
    const runnerUp = `Engineers replaced ${Array.from({ length: 20 }, (_, i) => `section ${i + 1},`).join(' ')} and the old cables, which had rusted through in several places along the span.`;
    const third = 'Tolls stay at two pounds, the city said.';
    const text = [
      lead,
      runnerUp,
      third,
      'Cyclists get a new lane on the east side.',
      'Buses return next week.',
    ].join('\n\n');
    const { summary } = summarize(text, 'short');
    expect(summary).toBe(`${lead} ${third}`);
  });

  it('drops parenthetical asides from a short summary but keeps who said what', () => {
    expect(compressSentence('Microsoft said the browser (IE9) is almost complete.')).toBe(
      'Microsoft said the browser is almost complete.',
    );
    expect(compressSentence('He is guilty, the prosecutor said.')).toBe('He is guilty, the prosecutor said.');
    expect(compressSentence('(Only a note in parentheses.)')).toBe('(Only a note in parentheses.)');
    expect(summarize('Notes\n\n(only parentheses here)', 'short').summary).toBe('(only parentheses here)');
  });

  it('rejects a text that is empty once its markup is removed', () => {
    expect(() => summarize('<p> </p><br>', 'short')).toThrow(EmptyDocumentError);
  });
});

describe('learned ranker (documents not read as reports)', () => {
  const features = [...SENTENCE_FEATURES];
  /** A ranker that only looks at one feature. */
  const onlyFeature = (name: string, weight: number): SentenceRanker => ({
    other: {
      features,
      mean: features.map(() => 0),
      std: features.map(() => 1),
      weights: features.map((f) => (f === name ? weight : 0)),
      bias: 0,
    },
  });

  it('ranks an essay by the ranker it is given, and a news report by position', () => {
    const last = summarize(ESSAY, 'short', { ranker: onlyFeature('relative_position', 5) }).summary;
    const first = summarize(ESSAY, 'short', { ranker: onlyFeature('relative_position', -5) }).summary;
    expect(last).toContain('Cities should protect them.');
    expect(last).not.toContain('chickens');
    expect(first).toContain('Some people think of a back yard as a luxury.');
    // A report is position-led whatever the ranker says.
    expect(summarize(NEWS, 'short', { ranker: onlyFeature('relative_position', 5) }).summary).toMatch(
      /^The city council approved/,
    );
  });

  it('computes one feature row per sentence, zeros for headings, positions over body sentences', () => {
    const doc = analyseDocument(
      'Sales this year\n\nSales rose sharply this year. Costs fell.\n\nProfits doubled as a result.',
    );
    expect(doc.features).toHaveLength(4);
    expect(doc.features[0].every((v) => v === 0)).toBe(true);
    const at = (name: string) => SENTENCE_FEATURES.indexOf(name as (typeof SENTENCE_FEATURES)[number]);
    expect(doc.features.slice(1).map((r) => r[at('position')])).toEqual([1, 1 / 2, 1 / 3]);
    expect(doc.features.slice(1).map((r) => r[at('paragraph_first')])).toEqual([1, 0, 1]);
    expect(doc.features[1][at('similarity_to_heading')]).toBeGreaterThan(0);
  });

  it('loads the committed ranker and refuses one trained on features this code does not compute', () => {
    expect(loadRanker().other.features).toEqual(features);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ranker-')), 'ranker.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ other: { ...onlyFeature('position', 1).other, features: ['colour'] } }),
    );
    expect(() => loadRanker(file)).toThrow(/npm run train -- summarize/);
  });
});

/** A wire story pasted as one block: no attributions, no paragraphs (issue #15: such reports lost their lead). */
const PLAIN_REPORT = [
  'A landslide closed the main coastal road near Porthallow early on Tuesday after two days of heavy rain.',
  'Nobody was hurt when the slope gave way above the harbour car park.',
  'Engineers from the county council inspected the cliff during the afternoon.',
  'The road is expected to stay shut for at least a week while the debris is cleared.',
  'Buses between the two villages are being diverted through the hills, adding twenty minutes to the journey.',
  'Local shops fear the closure will keep visitors away during the half-term holiday.',
  'A similar slip in the same place blocked the road for a month four years ago.',
  'The council plans to spend more on drainage along the cliff next spring.',
].join(' ');

describe('documentStructure: a report unless the text is clearly something else', () => {
  it('reads news without attributions or paragraphs as lead-first', () => {
    expect(documentStructure(splitDocument(PLAIN_REPORT)).leadFirst).toBe(true);
  });

  it('reads a letter, a guide, sectioned text and long paragraphs as something else', () => {
    const letter =
      'I am writing about the parking permit we applied for in March. We have not heard back. My neighbour got hers within a week. Our car is parked on the street every night. I would be grateful for an answer.';
    const guide =
      'Before you start, take the wheel off the bike. Let the air out of the tube. Push the tyre lever under the bead and hook it to a spoke. You can then run a second lever around the rim. Check the tyre for glass before you fit a new tube.';
    const sectioned = `Causes\n\n${PLAIN_REPORT.replace(' on Tuesday', '')}\n\nRepairs\n\nThe road is open again.`;
    for (const text of [letter, guide, sectioned, ESSAY]) {
      expect(documentStructure(splitDocument(text)).leadFirst).toBe(false);
    }
  });

  it('reads long paragraphs dated the way news is as a report', () => {
    const dated = [
      PLAIN_REPORT.split('. ').slice(0, 4).join('. '),
      'Mr Pascoe, who runs the harbour café, lost a week of trade last year. The slope has moved before. Drains were cleared in the summer. Walkers are asked to keep off the coast path.',
      'The council will meet on Thursday to discuss the repair budget. A report is due next month. Residents can send questions in writing. The meeting is open to the public.',
    ].join('\n\n');
    expect(documentStructure(splitDocument(dated)).leadFirst).toBe(true);
    const undated = dated.replace(/ on Tuesday| last year| on Thursday| next month|Mr /g, '');
    expect(documentStructure(splitDocument(undated)).leadFirst).toBe(false);
  });

  it('does not take short encyclopedic paragraphs citing in parentheses for a report', () => {
    const article = [
      'The Fenwick Canal (opened 1794) links the river to the coalfield. It is 14 miles (23 km) long.',
      'Its locks (thirty-one in all) were rebuilt in stone. Traffic peaked in the 1840s.',
      'The railway (1852) took most of its trade. Commercial use ended in 1931.',
      'A trust (formed 1968) restored the eastern section. Boats reached the basin again in 1994.',
    ].join('\n\n');
    expect(documentStructure(splitDocument(article)).leadFirst).toBe(false);
    expect(documentStructure(splitDocument(article.replace(/ \([^)]*\)/g, ''))).leadFirst).toBe(true);
  });

  it('gives such a report its lead whatever the learned ranker prefers', () => {
    const features = [...SENTENCE_FEATURES];
    const lastFirst: SentenceRanker = {
      other: {
        features,
        mean: features.map(() => 0),
        std: features.map(() => 1),
        weights: features.map((f) => (f === 'relative_position' ? 5 : 0)),
        bias: 0,
      },
    };
    expect(summarize(PLAIN_REPORT, 'short', { ranker: lastFirst }).summary).toMatch(/^A landslide closed/);
  });
});

describe('report lengths (issue #15: Lead-3 size for medium, the 60-word budget for short)', () => {
  const sentences = (s: string) => splitSentences(s).length;
  const words = (s: string) => s.split(/\s+/).length;
  /** A 40-sentence report in paragraphs of two sentences, each sentence `n` words long. */
  const longReport = (n: number) =>
    Array.from({ length: 20 }, (_, p) =>
      [0, 1]
        .map((k) => {
          const i = p * 2 + k;
          const filler = Array.from({ length: n - 6 }, (_, w) => `item${i}x${w}`).join(' ');
          return `Report line ${i} said ${filler} today.`;
        })
        .join(' '),
    ).join('\n\n');

  it('gives medium three sentences of a long report, four when they are short', () => {
    const long = summarize(longReport(25), 'medium').summary;
    expect(sentences(long)).toBe(3);
    expect(long.startsWith('Report line 0 ')).toBe(true);
    const short = summarize(longReport(12), 'medium').summary;
    expect(sentences(short)).toBe(4);
    expect(words(short)).toBeLessThanOrEqual(REPORT_MEDIUM_WORDS);
    expect(reportMediumCount([20, 20, 20, 5])).toBe(3);
    expect(reportMediumCount([10, 10, 10, 30])).toBe(4);
    expect(reportMediumCount([10, 10])).toBe(2);
  });

  it('gives short the two opening sentences when they fit in 60 words, never more', () => {
    const short = summarize(PLAIN_REPORT, 'short').summary;
    expect(sentences(short)).toBe(2);
    expect(words(short)).toBeLessThanOrEqual(SHORT_MAX_WORDS);
    expect(short).toMatch(/^A landslide closed .* Nobody was hurt/);
    const long = summarize(longReport(25), 'short').summary;
    expect(sentences(long)).toBe(2);
    expect(words(long)).toBeLessThanOrEqual(SHORT_MAX_WORDS);
  });
});

describe('letter formulas', () => {
  const letter = `Dear members,

I hope you all had a restful summer. Here is a short update from the committee. The club house roof will be replaced in October, so the bar will be closed for three weeks. The annual dinner moves to the Grand Hotel on November 14, and tickets go on sale next Monday. We also need two volunteers to help with the autumn fair.

Please let me know if you have any questions.

Kind regards,
Martin`;

  it('never summarises a letter by its greeting, thanks or announcements', () => {
    for (const length of ['short', 'medium', 'long'] as const) {
      const { summary } = summarize(letter, length);
      expect(summary).not.toMatch(/I hope you all|Here is a short update|let me know|Kind regards/);
      expect(summary).toMatch(/roof will be replaced/);
    }
  });

  it('still summarises a text made only of formulas', () => {
    expect(
      summarize('Thanks so much for your help with the move. I really appreciate it.', 'short').summary,
    ).not.toBe('');
  });
});

describe('letter formulas in a notice', () => {
  it('leaves the closing offer of help out of the key points', () => {
    const notice =
      'The new parking rules start on May 2. Every car needs a permit on the windscreen. Permits cost £20 a year and are sold at reception. Visitors can park in bays 1 to 5 for up to two hours. If you have questions, ask Julia at reception.';
    for (const length of ['short', 'medium', 'long'] as const) {
      const r = summarize(notice, length);
      expect([r.summary, ...r.key_points].join(' ')).not.toMatch(/If you have questions/);
    }
  });
});

describe('a greeting run into the first sentence', () => {
  it('reads past it to the formula', () => {
    const text =
      "Hello everyone, thanks for coming to Monday's workshop. We chose the blue design for the new website. The launch moves to June 3 so that the shop can be tested. Please let me know if you have any questions.";
    expect(summarize(text, 'short').summary).not.toMatch(/thanks for coming/);
  });
});

describe('an announced update and a promise of more (twelfth session)', () => {
  const memo = `Hi all,

Just a quick update on the kitchen refit. The contractor starts on Monday 6 May and expects to finish by the end of the month. While the work goes on, the kitchen on the third floor will be closed and the coffee machine moves to the meeting room next to reception.

Please label anything you keep in the fridge by Friday; unlabelled food will be thrown away. More details will follow next week.

Thanks,
Priya`;

  it('is never the summary, and the promise is no key point', () => {
    for (const length of ['short', 'medium'] as const) {
      const r = summarize(memo, length);
      expect(r.summary).not.toMatch(/quick update on the kitchen/);
      expect(r.summary).toMatch(/contractor starts on Monday/);
      expect(r.key_points.join(' ')).not.toMatch(/More details will follow/);
    }
  });

  it('an update sentence that says what happened is not a formula', () => {
    const text =
      'The board met on Tuesday. A quick update on the budget was given by the finance director, who said costs rose by 4%. The new office opens in June.';
    const r = summarize(text, 'long');
    expect(r.summary).toMatch(/costs rose by 4%/);
  });
});
