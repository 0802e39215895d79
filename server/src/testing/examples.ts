import type { EndpointName } from '@margin/shared/contract';

const UUID = '3b241101-e2bb-4255-8caf-4136c566a962';

/** One valid request per endpoint: path parameters and the body or query fields (without the key). */
export const EXAMPLES: Record<
  EndpointName,
  { params?: Record<string, string>; input: Record<string, unknown> }
> = {
  liveness: { input: {} },
  readiness: { input: {} },
  openapi: { input: {} },
  edits: { input: { text: 'She go to school.', session_id: 'doc-1' } },
  acceptEdit: { params: { edit_id: UUID }, input: { session_id: 'doc-1' } },
  rejectEdit: { params: { edit_id: UUID }, input: { session_id: 'doc-1' } },
  listDictionary: { input: {} },
  addDictionaryWord: { input: { word: 'Margin' } },
  deleteDictionaryWord: { params: { id: UUID }, input: {} },
  listCustomMappings: { input: {} },
  addCustomMapping: {
    input: { phrase: 'utilise', replacement: 'use', description: 'House style: plain words' },
  },
  deleteCustomMapping: { params: { id: UUID }, input: {} },
  spellcheck: { input: { text: 'Ths is wrng.' } },
  medicalSpellcheck: { input: { text: 'The patient has diabetis.' } },
  chunkText: { input: { text: 'One. Two.', max_length: 5 } },
  chunkHtml: { input: { html: '<p>One.</p><p>Two.</p>', max_length: 5 } },
  rephrase: { input: { text: 'The report was written by Ana.', mapping: 'passive_to_active' } },
  paraphrase: { input: { text: 'The report was written by Ana.' } },
  statistics: { input: { text: 'The cat sat on the mat. It was happy.' } },
  complete: { input: { query: 'Thank you for' } },
  acceptCompletion: {
    params: { completion_id: UUID },
    input: { session_id: 's', context: { query: 'Thank you for', completion: ' your help' } },
  },
  aidetect: { input: { text: 'This is a short paragraph to classify.' } },
  semsearch: { input: { query: 'refund policy', part: 'both' } },
  createSemsearchEntry: { input: { team_id: UUID, entry: { title: 't', prompt: 'p', plain_text: 'd' } } },
  deleteSemsearchEntry: { params: { entry_id: UUID }, input: {} },
  sentiment: { input: { text: 'I love it.' } },
  tone: { input: { text: 'I love it.' } },
  toneFeedback: { input: { tone_name: 'joyful', score: 1 } },
  pdfToText: { input: {} },
  docxToText: { input: {} },
  translate: { input: { text: 'Hello', target_lang: 'es' } },
  translateLanguages: { input: {} },
  summarize: { input: { text: 'A long article. It has sentences.' } },
  listTeams: { input: {} },
  createTeam: { input: { name: 'Writers', organization_id: UUID } },
  deleteTeam: { params: { team_id: UUID }, input: {} },
  listTeamUsers: { params: { team_id: UUID }, input: {} },
  addTeamUser: { params: { team_id: UUID }, input: { email: 'a@example.com' } },
  addTeamUsers: { params: { team_id: UUID }, input: { emails: ['a@example.com'] } },
  deleteTeamUser: { params: { team_user_id: UUID }, input: {} },
  updateTeamUser: { params: { team_user_id: UUID }, input: { is_admin: true } },
  bulkDeleteTeamUsers: { params: { team_id: UUID }, input: { emails: ['a@example.com'] } },
  deleteTeamUserInvite: { params: { team_id: UUID }, input: { email: 'a@example.com' } },
  suppressedEmails: { params: { organization_id: UUID }, input: {} },
  recordClientEvent: { input: { name: 'sdk-init' } },
};

/** The endpoint's path with its parameters filled in. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
}
