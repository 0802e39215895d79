/** The language catalogue: about 170 languages with ISO 639 codes and English names, plus region variants. */
export * from './catalogue';
export * from './languages';
export * from './normalize';
