import { describe, expect, it } from 'vitest';
import { validationMessages as problems } from './issues';
import {
  AddTeamUsersRequest,
  BulkDeleteTeamUsersRequest,
  CreateTeamRequest,
  TeamIdParams,
  TeamPermissions,
} from './teams';

const org = '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11';

describe('CreateTeamRequest', () => {
  it.each([
    [{ name: 'Editors', organization_id: org }, []],
    [{ name: 'Team 42', organization_id: org }, []],
    [{ name: 'Team 2025', organization_id: org }, ['name: must contain at most 2 digits']],
    [{ name: '  ', organization_id: org }, ['name: must not be empty']],
    [{ name: 'x'.repeat(101), organization_id: org }, ['name: must be at most 100 characters']],
    [{ name: 'Editors' }, ['organization_id: required']],
    [{ name: 'Editors', organization_id: 'org-1' }, ['organization_id: must be a UUID']],
  ])('%j → %j', (input, expected) => {
    expect(problems(CreateTeamRequest, input)).toEqual(expected);
  });
});

describe('team user requests', () => {
  it.each([
    [BulkDeleteTeamUsersRequest, { emails: ['a@example.com'] }, []],
    [BulkDeleteTeamUsersRequest, { emails: [] }, ['emails: must list at least one email']],
    [BulkDeleteTeamUsersRequest, {}, ['emails: required']],
    [BulkDeleteTeamUsersRequest, { emails: 'a@example.com' }, ['emails: must be an array of email strings']],
    [BulkDeleteTeamUsersRequest, { emails: ['a@example.com', ''] }, ['emails[1]: must not be empty']],
    [AddTeamUsersRequest, { emails: ['a@example.com'], is_admin: true }, []],
    [
      AddTeamUsersRequest,
      { emails: Array.from({ length: 101 }, (_, i) => `u${i}@x.org`) },
      ['emails: must list 1 to 100 emails'],
    ],
    [TeamPermissions, { is_manager: 'yes' }, ['is_manager: must be true or false']],
    [TeamPermissions, {}, []],
    [TeamIdParams, { team_id: 'team-1' }, ['team_id: must be a UUID']],
  ])('%#: %j → %j', (schema, input, expected) => {
    expect(problems(schema, input)).toEqual(expected);
  });
});
