/** Language detection (fastText lid.176, offline), shared by translation and by `lang=auto` elsewhere. */
export { type Detection, detectLanguage } from './detect';
export { preloadLanguageModel } from './model';
