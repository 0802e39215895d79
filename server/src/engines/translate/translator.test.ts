import { languageByCode } from '@margin/shared/languages/index';
import { afterAll, describe, expect, it } from 'vitest';
import { ApertiumEngine } from './apertium/engine';
import { apertiumInstalled } from './apertium/modes';
import { Translator } from './translator';

const searchPath = process.env.PATH ?? '';
const installed = apertiumInstalled(searchPath);
const lang = (code: string) => languageByCode(code)!;

describe.skipIf(!installed)('Translator through Apertium: short texts and formality (#16)', () => {
  const translator = new Translator([new ApertiumEngine({ searchPath, timeoutMs: 20_000 })]);
  afterAll(() => translator.close());

  it('translates "Hello." from English instead of reading it as Italian', async () => {
    const r = await translator.translate('Hello.', { target: lang('es') });
    expect(r.source_lang).toBe('en');
    expect(r.translation).not.toBe('Hello.');
    expect(r.translation.toLowerCase()).toContain('hola');
  });

  it('still follows a confident short detection ("Hola." is Spanish)', async () => {
    const r = await translator.translate('Hola.', { target: lang('en') });
    expect(r.source_lang).toBe('es');
  });

  it('gives formal and informal Spanish different second-person forms', async () => {
    const text = 'You are right. Do you have the files?';
    const formal = await translator.translate(text, { target: lang('es'), formality: 'formal' });
    const informal = await translator.translate(text, { target: lang('es'), formality: 'informal' });
    expect(formal.translation).not.toBe(informal.translation);
    expect(formal.translation).toMatch(/\busted\b/i);
    expect(formal.translation).not.toMatch(/\b(?:eres|tienes)\b/i);
    expect(informal.translation).toMatch(/\b(?:eres|tienes)\b/i);
  });
});
