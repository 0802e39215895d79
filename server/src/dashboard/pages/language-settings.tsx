import { EDITS_LANGS, VARIETIES } from '@margin/shared/contract/constants';
import type { AccountLanguage } from '../../storage/repos/account-language';
import { Csrf } from './layout';

/** The account's default `lang` and `variety` for Edits and Spellcheck requests that leave them out. */
export function LanguageSettings(props: { csrf: string; language: AccountLanguage }) {
  const { lang, variety } = props.language;
  return (
    <section id="language-settings" class="card">
      <h2>Language</h2>
      <p class="hint">Used by Edits and Spellcheck when a request sends no lang or variety.</p>
      <form method="post" action="/dashboard/language" class="inline-form">
        <Csrf token={props.csrf} />
        <label>
          Language{' '}
          <select name="lang">
            <option value="" selected={!lang}>
              Server default (en)
            </option>
            {EDITS_LANGS.map((l) => (
              <option value={l} selected={l === lang}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Variety{' '}
          <select name="variety">
            <option value="" selected={!variety}>
              None
            </option>
            {VARIETIES.map((v) => (
              <option value={v} selected={v === variety}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Save</button>
      </form>
    </section>
  );
}
