import { categoryStyle } from '@margin/shared/ui/categories';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { BlockEdit } from './suggestions';
import { leafText } from './text-map';

/** A suggestion on screen: a BlockEdit plus a key unique in this editor. Positions live in its decoration. */
export interface Suggestion extends Omit<BlockEdit, 'start' | 'end'> {
  key: string;
}

/** A suggestion with its current document range. */
export interface PlacedSuggestion extends Suggestion {
  from: number;
  to: number;
}

/** The plugin's state. */
export interface MarginState {
  /** One inline decoration per suggestion, mapped through every transaction. */
  decorations: DecorationSet;
  /** Sentences highlighted by the Tone popover. */
  highlights: DecorationSet;
  /** Counts document changes; a check is tagged with it so a late answer is recognised as stale. */
  version: number;
  /** Key of the suggestion whose card is open (drawn highlighted). */
  active: string | null;
  /** A range the UI tracks while a popover is open (the text being rephrased), mapped like the decorations. */
  tracked: { from: number; to: number } | null;
}

/** What a transaction can ask of the plugin (through `tr.setMeta(marginPluginKey, action)`). */
export type MarginAction =
  | { type: 'results'; blocks: { from: number; to: number; suggestions: PlacedSuggestion[] }[] }
  | { type: 'remove'; keys: string[] }
  | { type: 'clear' }
  | { type: 'replace'; decorations: DecorationSet }
  | { type: 'highlight'; ranges: { from: number; to: number }[] }
  | { type: 'active'; key: string | null }
  | { type: 'track'; range: { from: number; to: number } | null };

/** Key of Margin's ProseMirror plugin. */
export const marginPluginKey = new PluginKey<MarginState>('margin');

/** The decoration that underlines one suggestion. */
export function suggestionDecoration(s: PlacedSuggestion, active = false): Decoration {
  const { slug } = categoryStyle(s.category);
  const { from, to, ...suggestion } = s;
  return Decoration.inline(
    from,
    to,
    {
      class: `margin-underline margin-cat-${slug}${active ? ' margin-active' : ''}`,
      'data-margin-key': s.key,
    },
    { margin: suggestion, inclusiveStart: false, inclusiveEnd: false },
  );
}

/** The suggestion a decoration carries, with its current range. */
export function placed(d: Decoration): PlacedSuggestion {
  return { ...(d.spec.margin as Suggestion), from: d.from, to: d.to };
}

/** The text a suggestion covers, read the same way the checker reads blocks. */
export function textAt(doc: EditorState['doc'], from: number, to: number): string {
  return doc.textBetween(from, to, '\n', leafText);
}

export function initialState(): MarginState {
  return {
    decorations: DecorationSet.empty,
    highlights: DecorationSet.empty,
    version: 0,
    active: null,
    tracked: null,
  };
}

/** Ranges of the new document that `tr` touched. */
function changedRanges(tr: Transaction): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  tr.mapping.maps.forEach((map, i) => {
    const rest = tr.mapping.slice(i + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      ranges.push({ from: rest.map(newStart, -1), to: rest.map(newEnd, 1) });
    });
  });
  return ranges;
}

/**
 * The plugin state after `tr`: decorations follow the text; one whose text no longer matches what
 * was checked (the user typed inside the word) is dropped.
 */
export function applyTransaction(tr: Transaction, prev: MarginState): MarginState {
  let { decorations, highlights, version, active, tracked } = prev;
  if (tr.docChanged) {
    version++;
    decorations = decorations.map(tr.mapping, tr.doc);
    highlights = highlights.map(tr.mapping, tr.doc);
    const broken: Decoration[] = [];
    for (const range of changedRanges(tr)) {
      for (const d of decorations.find(Math.max(0, range.from - 1), range.to + 1)) {
        if (textAt(tr.doc, d.from, d.to) !== (d.spec.margin as Suggestion).original) broken.push(d);
      }
    }
    if (broken.length) decorations = decorations.remove(broken);
    if (tracked) {
      const from = tr.mapping.map(tracked.from, 1);
      const to = tr.mapping.map(tracked.to, -1);
      tracked = to > from ? { from, to } : null;
    }
  }

  const action = tr.getMeta(marginPluginKey) as MarginAction | undefined;
  if (!action) {
    return decorations === prev.decorations && highlights === prev.highlights && version === prev.version
      ? prev
      : { decorations, highlights, version, active, tracked };
  }
  switch (action.type) {
    case 'results':
      for (const block of action.blocks) {
        decorations = decorations.remove(decorations.find(block.from, block.to));
        decorations = decorations.add(
          tr.doc,
          block.suggestions.map((s) => suggestionDecoration(s, s.key === active)),
        );
      }
      break;
    case 'remove': {
      const keys = new Set(action.keys);
      decorations = decorations.remove(
        decorations.find(undefined, undefined, (spec) => keys.has(spec.margin?.key)),
      );
      if (active && keys.has(active)) active = null;
      break;
    }
    case 'clear':
      decorations = DecorationSet.empty;
      highlights = DecorationSet.empty;
      active = null;
      break;
    case 'replace':
      decorations = action.decorations;
      break;
    case 'highlight':
      highlights = DecorationSet.create(
        tr.doc,
        action.ranges.map((r) => Decoration.inline(r.from, r.to, { class: 'margin-tone-highlight' })),
      );
      break;
    case 'active': {
      const changed = [active, action.key].filter((k): k is string => k !== null);
      active = action.key;
      const found = decorations.find(undefined, undefined, (spec) => changed.includes(spec.margin?.key));
      // Build the replacements first: DecorationSet.remove clears the entries of the array it is given.
      const redrawn = found.map((d) => suggestionDecoration(placed(d), placed(d).key === active));
      decorations = decorations.remove(found).add(tr.doc, redrawn);
      break;
    }
    case 'track':
      tracked = action.range;
      break;
  }
  return { decorations, highlights, version, active, tracked };
}
