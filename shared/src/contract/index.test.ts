import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints, routes } from './index';

const all = Object.entries(endpoints) as [string, EndpointDef][];

/** The brief's list: every endpoint of API.md plus liveness and openapi.json. */
const EXPECTED = {
  liveness: 'GET /api/v1/liveness',
  readiness: 'GET /api/v1/readiness',
  openapi: 'GET /api/v1/openapi.json',
  edits: 'POST /api/v1/edits',
  acceptEdit: 'POST /api/v1/edits/:edit_id/accept',
  rejectEdit: 'POST /api/v1/edits/:edit_id/reject',
  // Customisation (issue #3): not in API.md, which says the account dashboard edits them.
  listDictionary: 'GET /api/v1/dictionary',
  addDictionaryWord: 'POST /api/v1/dictionary',
  deleteDictionaryWord: 'DELETE /api/v1/dictionary/:id',
  listCustomMappings: 'GET /api/v1/custom_mapping',
  addCustomMapping: 'POST /api/v1/custom_mapping',
  deleteCustomMapping: 'DELETE /api/v1/custom_mapping/:id',
  spellcheck: 'POST /api/v1/spellcheck',
  medicalSpellcheck: 'POST /api/v1/medical-spellcheck',
  chunkText: 'POST /api/v1/ingest/chunk_text',
  chunkHtml: 'POST /api/v1/ingest/chunk_html',
  rephrase: 'POST /api/v1/rephrase',
  paraphrase: 'POST /api/v1/paraphrase',
  statistics: 'POST /api/v1/statistics',
  complete: 'POST /api/v1/complete',
  acceptCompletion: 'POST /api/v1/complete/:completion_id/accept',
  aidetect: 'POST /api/v1/aidetect',
  semsearch: 'POST /api/v1/semsearch',
  createSemsearchEntry: 'POST /api/v1/semsearch/create',
  deleteSemsearchEntry: 'DELETE /api/v1/semsearch/:entry_id',
  sentiment: 'POST /api/v1/sentiment',
  tone: 'POST /api/v1/tone',
  toneFeedback: 'POST /api/v1/tone/feedback', // issue #16: Sapling SDK compatibility
  pdfToText: 'POST /api/v1/ingest/pdf_to_text',
  docxToText: 'POST /api/v1/ingest/docx_to_text',
  translate: 'POST /api/v1/translate',
  translateLanguages: 'GET /api/v1/translate/languages', // issue #9: not in API.md
  summarize: 'POST /api/v1/summarize',
  listTeams: 'GET /api/v1/team',
  createTeam: 'POST /api/v1/team',
  deleteTeam: 'DELETE /api/v1/team/:team_id',
  listTeamUsers: 'GET /api/v1/team/:team_id/team_user',
  addTeamUser: 'POST /api/v1/team/:team_id/team_user',
  addTeamUsers: 'POST /api/v1/team/:team_id/team_user2',
  deleteTeamUser: 'DELETE /api/v1/team_user/:team_user_id',
  updateTeamUser: 'PATCH /api/v1/team_user/:team_user_id',
  bulkDeleteTeamUsers: 'DELETE /api/v1/team/:team_id/team_users/bulk_delete',
  deleteTeamUserInvite: 'DELETE /api/v1/team_user_invite/:team_id',
  suppressedEmails: 'GET /api/v1/organization/:organization_id/suppressed_emails',
  recordClientEvent: 'POST /api/v1/events', // issue #16: Sapling SDK compatibility
};

const FREE = [
  'liveness',
  'readiness',
  'openapi',
  'acceptEdit',
  'rejectEdit',
  'listDictionary',
  'addDictionaryWord',
  'deleteDictionaryWord',
  'listCustomMappings',
  'addCustomMapping',
  'deleteCustomMapping',
  'chunkText',
  'chunkHtml',
  'statistics',
  'acceptCompletion',
  'createSemsearchEntry',
  'deleteSemsearchEntry',
  'toneFeedback',
  'pdfToText',
  'docxToText',
  'translateLanguages',
  'listTeams',
  'createTeam',
  'deleteTeam',
  'listTeamUsers',
  'addTeamUser',
  'addTeamUsers',
  'deleteTeamUser',
  'updateTeamUser',
  'bulkDeleteTeamUsers',
  'deleteTeamUserInvite',
  'suppressedEmails',
  'recordClientEvent',
];

describe('endpoints registry', () => {
  it('has exactly the endpoints of API.md, at their methods and paths', () => {
    expect(Object.fromEntries(all.map(([k, d]) => [k, `${d.method} ${d.path}`]))).toEqual(EXPECTED);
  });

  it('the zod-free route table (what the client calls) names exactly the registered endpoints', () => {
    expect(Object.keys(routes)).toEqual(Object.keys(endpoints));
  });

  it.each(all)('%s: name matches its key and the transport fits the method', (key, def) => {
    expect(def.name).toBe(key);
    expect(routes[key as keyof typeof routes]).toMatchObject({ path: def.path, method: def.method });
    if (def.method === 'GET') expect(def.transport).toBe('query');
    else expect(def.transport).not.toBe('query');
  });

  it('writes each name and route once: endpoint files name the route, routes.ts holds it', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const repeated: string[] = [];
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'routes.ts') continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      // The old form: endpoint({ name: 'edits', ...routes.edits, … }) wrote the name twice.
      for (const m of source.matchAll(/\.\.\.routes\.\w+|\bendpoint\(\{/g)) repeated.push(`${file}: ${m[0]}`);
    }
    expect(repeated).toEqual([]);
    for (const [key, def] of all) {
      expect(def).toMatchObject({ name: key, ...routes[key as keyof typeof routes] });
    }
  });

  it.each(all)('%s: path parameters and the params schema agree', (_key, def) => {
    const inPath = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    expect(Object.keys(def.params.shape)).toEqual(inPath);
  });

  it.each(all)('%s: 204 exactly when there is no response body', (_key, def) => {
    expect(def.status === 204).toBe(def.response === null);
  });

  it('answers 400 for a bad key on Edits and Semantic search, 401 elsewhere', () => {
    const byAuth = (status: EndpointDef['auth']) => all.filter(([, d]) => d.auth === status).map(([k]) => k);
    expect(byAuth(400)).toEqual(['edits', 'semsearch', 'createSemsearchEntry', 'deleteSemsearchEntry']);
    expect(byAuth('none')).toEqual(['liveness', 'readiness', 'openapi']);
  });

  it('bills text analysis and nothing else', () => {
    expect(all.filter(([, d]) => d.metering === 'free').map(([k]) => k)).toEqual(FREE);
  });

  it('marks only paraphrase deprecated and only the file endpoints multipart', () => {
    expect(all.filter(([, d]) => d.deprecated).map(([k]) => k)).toEqual(['paraphrase']);
    expect(all.filter(([, d]) => d.transport === 'multipart').map(([k]) => k)).toEqual([
      'pdfToText',
      'docxToText',
    ]);
  });
});
