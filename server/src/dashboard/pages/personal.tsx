import { ActionButton, Csrf } from './layout';

/** The account's own dictionary and custom mappings (the edits customisation), on the account page. */
export function PersonalSettings(props: {
  csrf: string;
  words: { id: string; word: string }[];
  mappings: { id: string; phrase: string; replacement: string; description: string }[];
}) {
  return (
    <section id="personal-settings" class="card">
      <h2>Your dictionary</h2>
      <p class="hint">Words never flagged in your text.</p>
      <ul>
        {props.words.map((w) => (
          <li>
            {w.word}{' '}
            <ActionButton action={`/dashboard/dictionary/${w.id}/delete`} csrf={props.csrf} label="Remove" />
          </li>
        ))}
      </ul>
      <form method="post" action="/dashboard/dictionary" class="inline-form">
        <Csrf token={props.csrf} />
        <label>
          Word <input name="word" required maxLength={200} />
        </label>
        <button type="submit">Add word</button>
      </form>
      <h2>Your custom mappings</h2>
      <ul>
        {props.mappings.map((m) => (
          <li>
            “{m.phrase}” → “{m.replacement}”{m.description ? ` (${m.description})` : ''}{' '}
            <ActionButton action={`/dashboard/mappings/${m.id}/delete`} csrf={props.csrf} label="Remove" />
          </li>
        ))}
      </ul>
      <form method="post" action="/dashboard/mappings" class="inline-form">
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
    </section>
  );
}
