import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';

describe('detectLanguage', () => {
  it.each([
    ['The committee has approved the new budget for next year.', 'en'],
    ['Der Ausschuss hat den neuen Haushalt für das nächste Jahr genehmigt.', 'de'],
    ['Le comité a approuvé le nouveau budget pour l’année prochaine.', 'fr'],
    ['El comité aprobó el nuevo presupuesto para el próximo año.', 'es'],
    ['委员会批准了明年的新预算。', 'zh'],
    ['Mahal kita at salamat sa lahat ng tulong mo sa akin.', 'tl'],
  ])('detects %j as %s, reliably', async (text, lang) => {
    const d = await detectLanguage(text);
    expect(d.lang).toBe(lang);
    expect(d.reliable).toBe(true);
    expect(d.decidedBy).toBe('model');
  });

  it('lets a hint decide short, ambiguous input', async () => {
    expect((await detectLanguage('Danke')).lang).toBe('de');
    expect((await detectLanguage('Danke', 'nl')).lang).toBe('nl');
    expect((await detectLanguage('Danke', 'Dutch')).decidedBy).toBe('hint');
  });

  it('never lets a hint override a confident detection', async () => {
    const d = await detectLanguage('Où est la gare la plus proche, s’il vous plaît ?', 'de');
    expect(d.lang).toBe('fr');
    expect(d.decidedBy).toBe('model');
  });

  it('takes the more specific hint when it agrees with the detection', async () => {
    expect((await detectLanguage('Obrigado pela ajuda com o projeto de ontem.', 'pt-BR')).lang).toBe('pt-BR');
  });

  it('ignores markup, URLs and placeholders', async () => {
    const d = await detectLanguage('<p>{user}</p> https://example.com/path Die Katze schläft auf dem Sofa.');
    expect(d.lang).toBe('de');
  });

  it.each(['12345 67', 'https://example.com/a?b=c', '<b>{name}</b>', '!!! ???', ''])(
    'answers und for %j, which has no words',
    async (text) => {
      expect((await detectLanguage(text)).lang).toBe('und');
    },
  );

  it('answers und when the model has no evidence, unless a hint is given', async () => {
    // The compressed lid.176 model knows none of these short words.
    expect((await detectLanguage('love you')).lang).toBe('und');
    expect((await detectLanguage('love you', 'en')).lang).toBe('en');
  });
});
