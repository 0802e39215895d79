/** Margin for TipTap 3 (`Margin`) and for plain ProseMirror (`createMarginPlugin`). */
export { Checker } from './checker';
export { getMarginController, MarginController } from './controller';
export type { MarginEvents } from './events';
export { Margin, type MarginStorage } from './extension';
export { DEFAULT_OPTIONS, type MarginOptions } from './options';
export { createMarginPlugin, marginPluginKey, setMarginDecorations } from './plugin';
export type { MarginAction, MarginState, PlacedSuggestion, Suggestion } from './state';
export type { BlockEdit } from './suggestions';
