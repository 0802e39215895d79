import { describe, expect, it } from 'vitest';
import { HunspellDictionary } from './dictionary';
import { expandForms } from './expand';

const dict = (aff: string, words: string[]) =>
  HunspellDictionary.parse(aff, `${words.length}\n${words.join('\n')}\n`);

describe('HunspellDictionary: affixes', () => {
  const en = dict(
    `SET UTF-8
PFX U Y 1
PFX U 0 un .

SFX S Y 3
SFX S y ies [^aeiou]y
SFX S 0 s [aeiou]y
SFX S 0 s [^y]

SFX D Y 1
SFX D 0 ed/Z .

SFX Z Y 1
SFX Z 0 ly .

SFX N N 1
SFX N 0 ness .
`,
    ['happy/UN', 'city/S', 'boy/S', 'book/SU', 'mark/D', 'Paris'],
  );

  it.each([
    ['happy', true],
    ['unhappy', true],
    ['unhappiness', false], // N is not a cross product: no prefix with it
    ['happyness', true],
    ['cities', true],
    ['citys', false],
    ['boys', true],
    ['boies', false],
    ['unbooks', true], // prefix + suffix, both cross products
    ['marked', true],
    ['markedly', true], // twofold suffix through the continuation class
    ['markly', false],
  ])('%s → %s', (word, ok) => {
    expect(en.check(word)).toBe(ok);
  });

  it('allows the capitalisations Hunspell allows, and keeps names capitalised', () => {
    expect(en.check('Happy')).toBe(true);
    expect(en.check('HAPPY')).toBe(true);
    expect(en.check('Paris')).toBe(true);
    expect(en.check('PARIS')).toBe(true);
    expect(en.check('paris')).toBe(false);
    expect(en.check('hAPPY')).toBe(false);
  });

  it('expands stems and affixes into forms for the suggestion index', () => {
    const { forms, complete } = expandForms(en, 1000);
    expect(complete).toBe(true);
    expect(forms).toEqual(
      expect.arrayContaining(['happy', 'unhappy', 'cities', 'marked', 'markedly', 'unbooks']),
    );
    expect(forms).not.toContain('citys');
    expect(expandForms(en, 3).complete).toBe(false);
  });
});

describe('HunspellDictionary: special flags', () => {
  const d = dict(
    `SET UTF-8
FLAG long
NEEDAFFIX na
FORBIDDENWORD fb
KEEPCASE kc
CIRCUMFIX cf
FULLSTRIP
PFX Ge Y 1
PFX Ge 0 ge/cf .
SFX En Y 1
SFX En 0 en/cf .
SFX Ed Y 1
SFX Ed 0 ed .
SFX Fu Y 1
SFX Fu être était être
`,
    ['walk/naEd', 'mach/GeEn', 'walkd/fb', 'iPod/kc', 'être/Fu'],
  );

  it.each([
    ['walk', false], // NEEDAFFIX: only with an affix
    ['walked', true],
    ['gemachen', true], // circumfix: prefix and suffix together
    ['machen', false],
    ['gemach', false],
    ['walkd', false], // forbidden
    ['iPod', true],
    ['IPOD', false], // KEEPCASE
    ['était', true], // FULLSTRIP replaces the whole stem
  ])('%s → %s', (word, ok) => {
    expect(d.check(word)).toBe(ok);
  });
});

describe('HunspellDictionary: compounds', () => {
  const de = dict(
    `SET UTF-8
COMPOUNDBEGIN x
COMPOUNDMIDDLE y
COMPOUNDEND z
ONLYINCOMPOUND o
COMPOUNDMIN 3
SFX s Y 1
SFX s 0 s/xo .
`,
    ['Haus/xz', 'tür/zo', 'Arbeit/s', 'zimmer/zo'],
  );

  it.each([
    ['Haustür', true],
    ['Arbeitszimmer', true], // linking "s" is an ONLYINCOMPOUND suffix
    ['Arbeits', false],
    ['tür', false], // only inside compounds
    ['Türhaus', false],
  ])('%s → %s', (word, ok) => {
    expect(de.check(word)).toBe(ok);
  });

  const rules = dict(
    `SET UTF-8
COMPOUNDMIN 1
ONLYINCOMPOUND c
COMPOUNDRULE 1
COMPOUNDRULE n*1t
`,
    ['1/n1', '2/n1', 'th/tc', '0/n1'],
  );

  it('follows COMPOUNDRULE', () => {
    expect(rules.check('10th')).toBe(true);
    expect(rules.check('th')).toBe(false);
  });
});

describe('HunspellDictionary: conversions', () => {
  const d = dict(
    `SET UTF-8
ICONV 1
ICONV ’ '
IGNORE -
`,
    ["don't", 'coop'],
  );

  it('applies ICONV and IGNORE before checking', () => {
    expect(d.check('don’t')).toBe(true);
    expect(d.check('co-op')).toBe(true);
  });
});
