import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findLanguage, languageByCode } from '@margin/shared/languages/index';

/** Where Debian's apertium-* packages put their modes. */
export const DEFAULT_MODES_DIR = '/usr/share/apertium/modes';

/** One installed translation direction (an Apertium mode such as `eng-spa` or `es-pt_BR`). */
export interface ApertiumMode {
  /** Mode name, the file name without `.mode`. */
  name: string;
  file: string;
  /** Catalogue codes of source and (base) target. */
  source: string;
  target: string;
  /** The region variant this mode produces (`pt-BR` for `es-pt_BR`), if any. */
  variant?: string;
}

const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Za-z]+))?$/;

/** The executable `name` on `searchPath` (a PATH value, passed in from the configuration), or undefined. */
export function findExecutable(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/**
 * The translation modes installed in `dir` whose languages are in the catalogue. Variant modes are kept
 * only when the suffix names a region variant of the catalogue (`_BR`, `_US`); orthographic or dialect
 * modes (`_valencia`, `_iec2017`) and Apertium's internal ones (`eco-fr-es`) are skipped.
 */
export function discoverModes(dir = DEFAULT_MODES_DIR): ApertiumMode[] {
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.mode'));
  } catch {
    return [];
  }
  const modes: ApertiumMode[] = [];
  for (const file of files.sort()) {
    const name = file.slice(0, -'.mode'.length);
    const m = MODE_NAME.exec(name);
    if (!m) continue;
    const source = findLanguage(m[1]);
    const target = findLanguage(m[2]);
    if (!source || !target || source.region || target.region || source.code === target.code) continue;
    let variant: string | undefined;
    if (m[3]) {
      variant = languageByCode(`${target.code}-${m[3].toUpperCase()}`)?.code;
      if (!variant) continue;
    }
    modes.push({ name, file: path.join(dir, file), source: source.code, target: target.code, variant });
  }
  return modes;
}

/** Whether the Apertium binaries and at least one usable mode are installed (tests skip otherwise). */
export function apertiumInstalled(searchPath: string, dir = DEFAULT_MODES_DIR): boolean {
  return findExecutable('apertium-wblank-mode', searchPath) !== undefined && discoverModes(dir).length > 0;
}

/**
 * The shell pipeline of a mode in null-flush mode, as `apertium -z` would run it: `$1` is the
 * generator's flag and `$2` the tagger's (see {@link pipelineArgs}).
 */
export function pipelineCommand(mode: ApertiumMode, wblankMode: string): string {
  return execFileSync(wblankMode, ['-z', mode.file], {
    encoding: 'utf8',
    timeout: 10_000,
  }).trim();
}

/**
 * Positional arguments for the pipeline: `-n` generates without marking unknown words with `*` or
 * untranslatable ones with `@`/`#` (a user reads the output), and no tagger option.
 */
export const pipelineArgs = ['-n', ''];
