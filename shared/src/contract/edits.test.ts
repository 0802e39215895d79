import { describe, expect, it } from 'vitest';
import { ADVANCED_EDIT_GROUPS, ADVANCED_EDIT_KEYS } from './edit-types';
import { EditFeedbackRequest, EditIdParams, EditsRequest, EditsResponse } from './edits';
import { validationMessages as problems } from './issues';

const ok = { text: 'She go home.', session_id: 'doc-1' };

describe('EditsRequest', () => {
  it('fills the defaults API.md states', () => {
    expect(EditsRequest.parse(ok)).toEqual({
      ...ok,
      lang: 'en',
      auto_apply: false,
      neural_spellcheck: false,
      operations: [],
      ignore_edit_types: [],
      medical: false,
    });
  });

  it('accepts every documented option', () => {
    const input = {
      ...ok,
      user_id: 'u1',
      lang: 'auto',
      variety: 'gb-variety',
      auto_apply: true,
      neural_spellcheck: true,
      operations: ['capitalize', 'punctuate', 'fixspaces'],
      ignore_edit_types: ['articles_determiners', 'whitespace'],
      medical: true,
      advanced_edits: { advanced_edits: true, dei: false, voice: true, social_class: false },
    };
    expect(EditsRequest.parse(input)).toEqual(input);
  });

  it('accepts text of exactly 1,000,000 characters and refuses one more', () => {
    expect(problems(EditsRequest, { ...ok, text: 'a'.repeat(1_000_000) })).toEqual([]);
    expect(problems(EditsRequest, { ...ok, text: 'a'.repeat(1_000_001) })).toEqual([
      'text: must be at most 1,000,000 characters',
    ]);
  });

  it.each([
    [{ session_id: 's' }, ['text: required']],
    [{ ...ok, text: '   ' }, ['text: must not be empty']],
    [{ text: 'x' }, ['session_id: required']],
    [{ ...ok, session_id: '' }, ['session_id: must not be empty']],
    [
      { ...ok, lang: 'xx' },
      ['lang: must be one of auto, de, el, en, es, fr, it, jp, ko, nl, pl, pt, sv, tl, zh'],
    ],
    [{ ...ok, variety: 'uk-variety' }, [expect.stringMatching(/^variety: must be one of us-variety, /)]],
    [{ ...ok, auto_apply: 'yes' }, ['auto_apply: must be true or false']],
    [
      { ...ok, operations: ['capitalize', 'shout'] },
      ['operations[1]: must be one of capitalize, punctuate, fixspaces'],
    ],
    [{ ...ok, operations: 'capitalize' }, ['operations: must be an array of strings']],
    [
      { ...ok, ignore_edit_types: ['commas'] },
      [expect.stringMatching(/^ignore_edit_types\[0\]: must be one of /)],
    ],
    [{ ...ok, advanced_edits: { voice: 'on' } }, ['advanced_edits.voice: must be true or false']],
    [{ ...ok, advanced_edits: [] }, ['advanced_edits: must be an object of option names to booleans']],
  ])('%j → %j', (input, expected) => {
    expect(problems(EditsRequest, input)).toEqual(expected);
  });

  it('names unknown advanced edit keys', () => {
    const [message] = problems(EditsRequest, {
      ...ok,
      advanced_edits: { voice: true, passive: true, tone: false },
    });
    expect(message).toMatch(/^advanced_edits: unknown advanced edit options "passive", "tone"; allowed: /);
  });

  it('accepts every key of the advanced edits table', () => {
    const all = Object.fromEntries(ADVANCED_EDIT_KEYS.map((k) => [k, true]));
    expect(Object.keys(all)).toHaveLength(17);
    expect(problems(EditsRequest, { ...ok, advanced_edits: all })).toEqual([]);
  });

  it('groups cover options that exist', () => {
    for (const options of Object.values(ADVANCED_EDIT_GROUPS)) {
      for (const option of options) expect(ADVANCED_EDIT_KEYS).toContain(option);
    }
  });
});

describe('EditsResponse', () => {
  const edit = {
    id: '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11',
    sentence: 'She go home.',
    sentence_start: 0,
    start: 4,
    end: 6,
    replacement: 'goes',
    error_type: 'R:VERB:SVA',
    general_error_type: 'Grammar',
  };

  it('accepts an ERRANT edit and an advanced edit', () => {
    const advanced = {
      ...edit,
      error_type: 'voice',
      general_error_type: 'Advanced Edit',
      description: 'Passive voice',
      replacement: '',
    };
    expect(problems(EditsResponse, { edits: [edit, advanced], applied_text: 'She goes home.' })).toEqual([]);
  });

  it('rejects an error_type outside the DECISIONS.md vocabulary', () => {
    expect(problems(EditsResponse, { edits: [{ ...edit, error_type: 'R:VERB' }] })).toHaveLength(1);
  });
});

describe('edit feedback', () => {
  it.each([
    [{ edit_id: '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11' }, []],
    [{ edit_id: 'abc' }, ['edit_id: must be a UUID']],
    [{}, ['edit_id: required']],
  ])('params %j → %j', (input, expected) => {
    expect(problems(EditIdParams, input)).toEqual(expected);
  });

  it('requires session_id', () => {
    expect(problems(EditFeedbackRequest, { user_id: 'u' })).toEqual(['session_id: required']);
  });
});
