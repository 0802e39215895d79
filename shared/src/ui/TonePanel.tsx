import { useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure, type Failure } from './failure';
import { sentenceCase } from './labels';
import { sentencesCarrying, type ToneAnalysis } from './tones';

export interface TonePanelProps {
  /** Sends the Tone request for the text under analysis; rejects with the client's error. */
  load(): Promise<ToneAnalysis>;
  /**
   * Called when a tone is hovered or focused (with the indexes of the sentences that carry it, into
   * `sents`) and with null when it no longer is.
   */
  onHighlight(highlight: { tone: string; sentences: number[]; analysis: ToneAnalysis } | null): void;
  onClose(): void;
}

type View = { at: 'loading' } | { at: 'done'; analysis: ToneAnalysis } | { at: 'failure'; failure: Failure };

/**
 * The Tone popover: the overall tones of the text with their emoji and probability. Hovering (or
 * focusing) a tone highlights the sentences that carry it. A 501 answer shows that tone analysis
 * is not available on this server.
 */
export function TonePanel(props: TonePanelProps) {
  const [view, setView] = useState<View>({ at: 'loading' });
  const live = useRef(true);
  const { load, onHighlight } = props;

  useEffect(() => {
    live.current = true;
    load().then(
      (analysis) => live.current && setView({ at: 'done', analysis }),
      (error) => live.current && setView({ at: 'failure', failure: describeFailure(error, 'Tone analysis') }),
    );
    return () => {
      live.current = false;
      onHighlight(null);
    };
  }, [load, onHighlight]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      props.onClose();
    }
  }

  let body: preact.JSX.Element;
  if (view.at === 'loading') {
    body = (
      <p class="margin-panel-note" role="status" aria-busy="true">
        Reading the tone…
      </p>
    );
  } else if (view.at === 'failure') {
    body = (
      <p class={`margin-panel-failure margin-failure-${view.failure.kind}`} role="alert">
        {view.failure.message}
      </p>
    );
  } else {
    const { analysis } = view;
    const show = (tone: string) =>
      onHighlight({ tone, sentences: sentencesCarrying(analysis, tone), analysis });
    body = (
      <ul class="margin-tones" aria-label="Overall tones">
        {analysis.overall.map(([p, tone, emoji]) => (
          <li key={tone}>
            <button
              type="button"
              class="margin-tone"
              data-tone={tone}
              aria-label={`${sentenceCase(tone)}, ${Math.round(p * 100)}%: highlight its sentences`}
              onMouseEnter={() => show(tone)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => show(tone)}
              onBlur={() => onHighlight(null)}
            >
              <span class="margin-tone-emoji" aria-hidden="true">
                {emoji}
              </span>
              <span class="margin-tone-name">{sentenceCase(tone)}</span>
              <span class="margin-tone-p">{Math.round(p * 100)}%</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div class="margin-panel margin-tone-panel" role="dialog" aria-label="Tone" onKeyDown={onKeyDown}>
      <div class="margin-panel-head">
        <span>Tone</span>
        <button type="button" class="margin-close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </div>
      {body}
    </div>
  );
}
