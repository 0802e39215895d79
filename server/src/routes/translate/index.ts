import type { RouteHandlers } from '../types';

/** Translation (API.md "Translate") and the list of languages and pairs this server offers. Engines load on first use. */
export const translateHandlers: RouteHandlers = {
  translate: async ({ input, deps }) => {
    const { translateRequest } = await import('./translate');
    return translateRequest(input, deps);
  },
  translateLanguages: async ({ deps }) => {
    const { listLanguages } = await import('./languages');
    return listLanguages(deps);
  },
};
