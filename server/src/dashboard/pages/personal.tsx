import { DictionaryEditor, type MappingEntry, MappingsEditor, type WordEntry } from './settings-editors';

/** The account's own dictionary and custom mappings (the edits customisation), on the account page. */
export function PersonalSettings(props: { csrf: string; words: WordEntry[]; mappings: MappingEntry[] }) {
  return (
    <section id="personal-settings" class="card">
      <h2>Your dictionary</h2>
      <p class="hint">Words never flagged in your text.</p>
      <DictionaryEditor base="/dashboard" csrf={props.csrf} words={props.words} />
      <h2>Your custom mappings</h2>
      <MappingsEditor base="/dashboard" csrf={props.csrf} mappings={props.mappings} />
    </section>
  );
}
