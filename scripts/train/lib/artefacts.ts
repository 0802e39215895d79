import fs from 'node:fs';
import path from 'node:path';
import type { FeatureVocabulary } from '../../../shared/src/ml/features';
import { REPO_ROOT } from './datasets';

/** Folder of a committed model artefact: server/src/engines/<engine>/model. */
export const modelDir = (engine: string) => path.join(REPO_ROOT, 'server/src/engines', engine, 'model');

/** Writes a file of the artefact folder (creating it) and logs its size. */
export function writeArtefact(engine: string, file: string, data: Uint8Array | string): void {
  const dir = modelDir(engine);
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, file);
  fs.writeFileSync(target, data);
  const kb = fs.statSync(target).size / 1024;
  console.log(
    `wrote ${path.relative(REPO_ROOT, target)} (${kb >= 1024 ? `${(kb / 1024).toFixed(2)} MB` : `${kb.toFixed(0)} KB`})`,
  );
}

/** The vocabulary as compact JSON (one feature per line keeps diffs readable). */
export function vocabularyJson(v: FeatureVocabulary): string {
  return `{"features":[\n${v.features.map((f) => JSON.stringify(f)).join(',\n')}\n],\n"idf":${JSON.stringify(v.idf)}}\n`;
}

/** Rounds every number in a metrics object to 4 decimals for metadata.json. */
export function rounded<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'number' ? Math.round(v * 1e4) / 1e4 : v)));
}
