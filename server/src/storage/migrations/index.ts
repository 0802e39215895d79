import * as core from './001_core';

/** Versioned migrations, applied in order, each once. Append; never edit one that has shipped. */
export const MIGRATIONS: { version: number; name: string; up: string }[] = [
  { version: 1, name: 'core', up: core.up },
];
