/** Margin's Preact UI kit, shared by the editor plugin and the browser extension (DOM only). */
export * from './categories';
export * from './explanations';
export * from './failure';
export * from './labels';
export * from './languages';
export {
  type RephraseChoice,
  type RephraseOption,
  RephrasePanel,
  type RephrasePanelProps,
} from './RephrasePanel';
export { SelectionToolbar, type SelectionToolbarProps } from './SelectionToolbar';
export { StatusBadge, type StatusView } from './StatusBadge';
export { SuggestionCard, type SuggestionCardProps, type SuggestionView } from './SuggestionCard';
export { SuggestionList, type SuggestionListProps } from './SuggestionList';
export * from './styles';
export { TonePanel, type TonePanelProps } from './TonePanel';
export * from './tones';
