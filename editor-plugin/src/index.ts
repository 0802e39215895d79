export { Margin, type MarginOptions } from './extension';
export { createMarginPlugin, marginPluginKey, setMarginDecorations } from './plugin';
