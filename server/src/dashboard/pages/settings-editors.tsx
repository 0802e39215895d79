import { ActionButton, Csrf } from './layout';

export type WordEntry = { id: string; word: string };
export type MappingEntry = { id: string; phrase: string; replacement: string; description: string };

/** Dictionary words with Remove buttons and an add form posting to `<base>/dictionary` (personal or team). */
export function DictionaryEditor(props: { base: string; csrf: string; words: WordEntry[] }) {
  return (
    <>
      <ul>
        {props.words.map((w) => (
          <li>
            {w.word}{' '}
            <ActionButton
              action={`${props.base}/dictionary/${w.id}/delete`}
              csrf={props.csrf}
              label="Remove"
            />
          </li>
        ))}
      </ul>
      <form method="post" action={`${props.base}/dictionary`} class="inline-form">
        <Csrf token={props.csrf} />
        <label>
          Word <input name="word" required maxLength={200} />
        </label>
        <button type="submit">Add word</button>
      </form>
    </>
  );
}

/** Custom mappings with Remove buttons and an add form posting to `<base>/mappings` (personal or team). */
export function MappingsEditor(props: { base: string; csrf: string; mappings: MappingEntry[] }) {
  return (
    <>
      <ul>
        {props.mappings.map((m) => (
          <li>
            “{m.phrase}” → “{m.replacement}”{m.description ? ` (${m.description})` : ''}{' '}
            <ActionButton action={`${props.base}/mappings/${m.id}/delete`} csrf={props.csrf} label="Remove" />
          </li>
        ))}
      </ul>
      <form method="post" action={`${props.base}/mappings`} class="inline-form">
        <Csrf token={props.csrf} />
        <label>
          Phrase <input name="phrase" required maxLength={200} />
        </label>
        <label>
          Replacement <input name="replacement" required maxLength={200} />
        </label>
        <label>
          Description <input name="description" maxLength={500} />
        </label>
        <button type="submit">Add mapping</button>
      </form>
    </>
  );
}
