/**
 * `npm run train -- <model>`: runs scripts/train/<model>.ts, whose module exports
 * `train(): Promise<void>`. Training reads ../shared/data and writes committed artefacts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../../../shared/data');
const known = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error(`usage: npm run train -- <model>\nmodels: ${known.join(', ') || '(none yet)'}`);
  process.exit(2);
}
for (const name of names) {
  if (!known.includes(name)) {
    console.error(`unknown model "${name}"; models: ${known.join(', ') || '(none yet)'}`);
    process.exit(2);
  }
}
if (!fs.existsSync(dataDir)) {
  console.error(
    `training needs the datasets in ${dataDir} (the shared folder beside the repository); it is absent`,
  );
  process.exit(1);
}
for (const name of names) {
  const mod = (await import(`./${name}.ts`)) as { train: () => Promise<void> };
  console.log(`== training ${name}`);
  await mod.train();
}
