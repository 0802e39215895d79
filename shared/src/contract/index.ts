/** The API contract: every endpoint of API.md, described once. */
export * from './aidetect';
export * from './analysis';
export * from './batch';
export * from './client-events';
export * from './common';
export * from './complete';
export * from './customisation';
export * from './edit-types';
export * from './edits';
export * from './endpoint';
export * from './ingest';
export * from './issues';
export * from './rephrase';
export * from './routes';
export * from './semsearch';
export * from './spellcheck';
export * from './statistics';
export * from './summarize';
export * from './system';
export * from './teams';
export * from './translate';
export * from './translate-languages';

import { aidetect } from './aidetect';
import { sentiment, tone } from './analysis';
import { recordClientEvent, toneFeedback } from './client-events';
import { acceptCompletion, complete } from './complete';
import {
  addCustomMapping,
  addDictionaryWord,
  deleteCustomMapping,
  deleteDictionaryWord,
  listCustomMappings,
  listDictionary,
} from './customisation';
import { acceptEdit, edits, rejectEdit } from './edits';
import { chunkHtml, chunkText, docxToText, pdfToText } from './ingest';
import { paraphrase, rephrase } from './rephrase';
import { createSemsearchEntry, deleteSemsearchEntry, semsearch } from './semsearch';
import { medicalSpellcheck, spellcheck } from './spellcheck';
import { statistics } from './statistics';
import { summarize } from './summarize';
import { liveness, openapi, readiness } from './system';
import {
  addTeamUser,
  addTeamUsers,
  bulkDeleteTeamUsers,
  createTeam,
  deleteTeam,
  deleteTeamUser,
  deleteTeamUserInvite,
  listTeams,
  listTeamUsers,
  suppressedEmails,
  updateTeamUser,
} from './teams';
import { translate } from './translate';
import { translateLanguages } from './translate-languages';

/** Every endpoint, keyed by its client method name, in API.md order. */
export const endpoints = {
  liveness,
  readiness,
  openapi,
  edits,
  acceptEdit,
  rejectEdit,
  listDictionary,
  addDictionaryWord,
  deleteDictionaryWord,
  listCustomMappings,
  addCustomMapping,
  deleteCustomMapping,
  spellcheck,
  medicalSpellcheck,
  chunkText,
  chunkHtml,
  rephrase,
  paraphrase,
  statistics,
  complete,
  acceptCompletion,
  aidetect,
  semsearch,
  createSemsearchEntry,
  deleteSemsearchEntry,
  sentiment,
  tone,
  toneFeedback,
  pdfToText,
  docxToText,
  translate,
  translateLanguages,
  summarize,
  listTeams,
  createTeam,
  deleteTeam,
  listTeamUsers,
  addTeamUser,
  addTeamUsers,
  deleteTeamUser,
  updateTeamUser,
  bulkDeleteTeamUsers,
  deleteTeamUserInvite,
  suppressedEmails,
  recordClientEvent,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
