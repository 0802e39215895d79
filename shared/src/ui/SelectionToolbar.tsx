export interface SelectionToolbarProps {
  /** Absent when the selection cannot be rephrased (e.g. it spans several paragraphs). */
  onRephrase?(): void;
  onTone(): void;
}

// Buttons take no focus on mousedown so the editor keeps its selection while the toolbar is used.
const keepSelection = (e: MouseEvent) => e.preventDefault();

/** The small toolbar shown over a text selection: Rephrase and Tone. */
export function SelectionToolbar(props: SelectionToolbarProps) {
  return (
    <div class="margin-toolbar" role="toolbar" aria-label="Margin">
      {props.onRephrase && (
        <button
          type="button"
          class="margin-toolbar-rephrase"
          onMouseDown={keepSelection}
          onClick={props.onRephrase}
        >
          Rephrase
        </button>
      )}
      <button type="button" class="margin-toolbar-tone" onMouseDown={keepSelection} onClick={props.onTone}>
        Tone
      </button>
    </div>
  );
}
