import { describe, expect, it } from 'vitest';
import { bundleInputs, isZodModule } from '../../scripts/bench/bundle-size';

/**
 * Page code (the content script runs in every frame of every page; the options and popup pages; the
 * editor plugin that embedders ship) must not carry zod: it takes types from the contract and runs on
 * the zod-free route table and constants. The schemas are for the server and the service worker.
 */
describe('page bundles', () => {
  it.each([
    'extension/entrypoints/content.ts',
    'extension/entrypoints/options/main.tsx',
    'extension/entrypoints/popup/main.tsx',
    'editor-plugin/src/index.ts',
  ])('%s imports no zod module', async (entry) => {
    const inputs = await bundleInputs(entry);
    expect(inputs.some((i) => i.startsWith('node_modules/preact/'))).toBe(true);
    expect(inputs.filter(isZodModule)).toEqual([]);
  });

  it('the check sees zod where it is imported (the contract schemas)', async () => {
    const inputs = await bundleInputs('shared/src/contract/index.ts');
    expect(inputs.some(isZodModule)).toBe(true);
  });
});
