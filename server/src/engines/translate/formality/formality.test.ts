import { describe, expect, it } from 'vitest';
import { applyFormality } from '.';

describe('applyFormality', () => {
  it.each([
    // What Apertium eng-spa gives for "Can you send me the report? You are right. Thank you for your help. Do you have the files?"
    [
      'es',
      'formal',
      '¿Puede enviarme el informe? Eres bien. Gracias por vuestra ayuda. ¿Tienes los archivos?',
      '¿Puede enviarme el informe? Es usted bien. Gracias por su ayuda. ¿Tiene los archivos?',
    ],
    ['es', 'informal', 'Es usted muy amable. Iré con usted.', 'Eres muy amable. Iré contigo.'],
    ['ca', 'formal', 'Ets molt amable. Tens els fitxers?', 'És vostè molt amable. Té els fitxers?'],
    [
      'fr',
      'formal',
      'Tu es sûr ? Je t’envoie tes fichiers. Peux-tu répondre ?',
      'Vous êtes sûr ? Je vous envoie vos fichiers. Pouvez-vous répondre ?',
    ],
    ['fr', 'formal', "Je t'envoie le rapport.", 'Je vous envoie le rapport.'],
    [
      'it',
      'formal',
      'Tu hai ragione. Puoi inviare il tuo rapporto?',
      'Lei ha ragione. Può inviare il Suo rapporto?',
    ],
    ['it', 'informal', 'Lei è molto gentile.', 'Lei è molto gentile.'],
    ['es', 'informal', 'Usted puede venir. Usted habla bien.', 'Tú puedes venir. Usted habla bien.'],
    ['pt', 'informal', 'Você tem razão.', 'Tu tens razão.'],
    [
      'pt',
      'formal',
      'Tu tens os ficheiros? Podes enviar a tua resposta?',
      'Você tem os ficheiros? Pode enviar a sua resposta?',
    ],
    [
      'gl',
      'formal',
      'Ti tes os ficheiros? Podes enviar a túa resposta?',
      'Vostede ten os ficheiros? Pode enviar a súa resposta?',
    ],
    ['fr', 'informal', 'Vous êtes sûr ? Pouvez-vous répondre ?', 'Tu es sûr ? Peux-tu répondre ?'],
  ])('%s %s: %s', (lang, formality, input, expected) => {
    expect(applyFormality(input, lang, formality as 'formal' | 'informal')).toBe(expected);
  });

  it('leaves ambiguous third-person forms alone when asked for informal (Spanish "puede", "su")', () => {
    const text = 'Ella puede enviar su informe.';
    expect(applyFormality(text, 'es', 'informal')).toBe(text);
  });

  it('leaves languages without a table unchanged', () => {
    expect(applyFormality('Du bist hier.', 'de', 'formal')).toBe('Du bist hier.');
  });
});
