/**
 * Where each endpoint lives and how it is called: method, path, transport, key-failure status and
 * success status. Without zod, so the API client (and every page bundle that uses it) carries no
 * schema code; each endpoint definition spreads its route from here, so this is the only copy.
 */

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * How a missing or wrong key is answered. API.md: 400 on Edits and Semantic search, 401 elsewhere.
 * `none` marks the few public endpoints (liveness, readiness, openapi.json).
 */
export type AuthFailureStatus = 400 | 401 | 'none';

/** Where the request parameters travel: JSON body, query string (GET), or multipart with a jsonParams part. */
export type RequestTransport = 'json' | 'query' | 'multipart';

/** The wire facts of one endpoint. */
export interface EndpointRoute {
  method: HttpMethod;
  /** Path with `:param` segments, e.g. `/api/v1/team/:team_id`. */
  path: string;
  transport: RequestTransport;
  auth: AuthFailureStatus;
  /** Success status; 204 answers have an empty body. */
  status: 200 | 201 | 204;
}

/** Every endpoint's route, keyed by its client method name, in API.md order. */
export const routes = {
  liveness: { method: 'GET', path: '/api/v1/liveness', transport: 'query', auth: 'none', status: 200 },
  readiness: { method: 'GET', path: '/api/v1/readiness', transport: 'query', auth: 'none', status: 200 },
  openapi: { method: 'GET', path: '/api/v1/openapi.json', transport: 'query', auth: 'none', status: 200 },
  edits: { method: 'POST', path: '/api/v1/edits', transport: 'json', auth: 400, status: 200 },
  acceptEdit: {
    method: 'POST',
    path: '/api/v1/edits/:edit_id/accept',
    transport: 'json',
    auth: 401,
    status: 201,
  },
  rejectEdit: {
    method: 'POST',
    path: '/api/v1/edits/:edit_id/reject',
    transport: 'json',
    auth: 401,
    status: 201,
  },
  listDictionary: { method: 'GET', path: '/api/v1/dictionary', transport: 'query', auth: 401, status: 200 },
  addDictionaryWord: {
    method: 'POST',
    path: '/api/v1/dictionary',
    transport: 'json',
    auth: 401,
    status: 201,
  },
  deleteDictionaryWord: {
    method: 'DELETE',
    path: '/api/v1/dictionary/:id',
    transport: 'json',
    auth: 401,
    status: 204,
  },
  listCustomMappings: {
    method: 'GET',
    path: '/api/v1/custom_mapping',
    transport: 'query',
    auth: 401,
    status: 200,
  },
  addCustomMapping: {
    method: 'POST',
    path: '/api/v1/custom_mapping',
    transport: 'json',
    auth: 401,
    status: 201,
  },
  deleteCustomMapping: {
    method: 'DELETE',
    path: '/api/v1/custom_mapping/:id',
    transport: 'json',
    auth: 401,
    status: 204,
  },
  spellcheck: { method: 'POST', path: '/api/v1/spellcheck', transport: 'json', auth: 401, status: 200 },
  medicalSpellcheck: {
    method: 'POST',
    path: '/api/v1/medical-spellcheck',
    transport: 'json',
    auth: 401,
    status: 200,
  },
  chunkText: { method: 'POST', path: '/api/v1/ingest/chunk_text', transport: 'json', auth: 401, status: 200 },
  chunkHtml: { method: 'POST', path: '/api/v1/ingest/chunk_html', transport: 'json', auth: 401, status: 200 },
  rephrase: { method: 'POST', path: '/api/v1/rephrase', transport: 'json', auth: 401, status: 200 },
  paraphrase: { method: 'POST', path: '/api/v1/paraphrase', transport: 'json', auth: 401, status: 200 },
  statistics: { method: 'POST', path: '/api/v1/statistics', transport: 'json', auth: 401, status: 200 },
  complete: { method: 'POST', path: '/api/v1/complete', transport: 'json', auth: 401, status: 200 },
  acceptCompletion: {
    method: 'POST',
    path: '/api/v1/complete/:completion_id/accept',
    transport: 'json',
    auth: 401,
    status: 200,
  },
  aidetect: { method: 'POST', path: '/api/v1/aidetect', transport: 'json', auth: 401, status: 200 },
  semsearch: { method: 'POST', path: '/api/v1/semsearch', transport: 'json', auth: 400, status: 200 },
  createSemsearchEntry: {
    method: 'POST',
    path: '/api/v1/semsearch/create',
    transport: 'json',
    auth: 400,
    status: 201,
  },
  deleteSemsearchEntry: {
    method: 'DELETE',
    path: '/api/v1/semsearch/:entry_id',
    transport: 'json',
    auth: 400,
    status: 204,
  },
  sentiment: { method: 'POST', path: '/api/v1/sentiment', transport: 'json', auth: 401, status: 200 },
  tone: { method: 'POST', path: '/api/v1/tone', transport: 'json', auth: 401, status: 200 },
  toneFeedback: {
    method: 'POST',
    path: '/api/v1/tone/feedback',
    transport: 'json',
    auth: 401,
    status: 201,
  },
  pdfToText: {
    method: 'POST',
    path: '/api/v1/ingest/pdf_to_text',
    transport: 'multipart',
    auth: 401,
    status: 200,
  },
  docxToText: {
    method: 'POST',
    path: '/api/v1/ingest/docx_to_text',
    transport: 'multipart',
    auth: 401,
    status: 200,
  },
  translate: { method: 'POST', path: '/api/v1/translate', transport: 'json', auth: 401, status: 200 },
  translateLanguages: {
    method: 'GET',
    path: '/api/v1/translate/languages',
    transport: 'query',
    auth: 401,
    status: 200,
  },
  summarize: { method: 'POST', path: '/api/v1/summarize', transport: 'json', auth: 401, status: 200 },
  listTeams: { method: 'GET', path: '/api/v1/team', transport: 'query', auth: 401, status: 200 },
  createTeam: { method: 'POST', path: '/api/v1/team', transport: 'json', auth: 401, status: 201 },
  deleteTeam: { method: 'DELETE', path: '/api/v1/team/:team_id', transport: 'json', auth: 401, status: 200 },
  listTeamUsers: {
    method: 'GET',
    path: '/api/v1/team/:team_id/team_user',
    transport: 'query',
    auth: 401,
    status: 200,
  },
  addTeamUser: {
    method: 'POST',
    path: '/api/v1/team/:team_id/team_user',
    transport: 'json',
    auth: 401,
    status: 200,
  },
  addTeamUsers: {
    method: 'POST',
    path: '/api/v1/team/:team_id/team_user2',
    transport: 'json',
    auth: 401,
    status: 200,
  },
  deleteTeamUser: {
    method: 'DELETE',
    path: '/api/v1/team_user/:team_user_id',
    transport: 'json',
    auth: 401,
    status: 204,
  },
  updateTeamUser: {
    method: 'PATCH',
    path: '/api/v1/team_user/:team_user_id',
    transport: 'json',
    auth: 401,
    status: 204,
  },
  bulkDeleteTeamUsers: {
    method: 'DELETE',
    path: '/api/v1/team/:team_id/team_users/bulk_delete',
    transport: 'json',
    auth: 401,
    status: 200,
  },
  deleteTeamUserInvite: {
    method: 'DELETE',
    path: '/api/v1/team_user_invite/:team_id',
    transport: 'json',
    auth: 401,
    status: 204,
  },
  suppressedEmails: {
    method: 'GET',
    path: '/api/v1/organization/:organization_id/suppressed_emails',
    transport: 'query',
    auth: 401,
    status: 200,
  },
  /** Sapling SDK compatibility (docs/contract-notes.md): client events, counted per account. */
  recordClientEvent: { method: 'POST', path: '/api/v1/events', transport: 'json', auth: 401, status: 201 },
} as const satisfies Record<string, EndpointRoute>;

/** Name of an endpoint (also its client method name). */
export type RouteName = keyof typeof routes;
