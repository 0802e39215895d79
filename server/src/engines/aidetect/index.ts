import { fileURLToPath } from 'node:url';
import { lazy } from '../../ml/onnx';
import { AiDetector } from './detector';

export type { Detection } from './detector';
export { renderHeatmap } from './heatmap';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

/** The AI detector (language model and every version's classifier), loaded on first use. */
export const loadAiDetector = lazy(() => AiDetector.load(MODEL_DIR));
