import type { AccountLanguage } from '../../storage/repos/account-language';
import type { ClientEventCounts } from '../../storage/repos/client-events';
import type { Flash } from '../session';
import { ClientEventsUsage } from './client-events';
import { LanguageSettings } from './language-settings';
import { ActionButton, Csrf, Layout } from './layout';
import { PersonalSettings } from './personal';

/** Usage of one endpoint in a period. */
export interface UsageRow {
  endpoint: string;
  billable: boolean;
  requests: number;
  characters: number;
}

/** Everything the account page shows. */
export interface HomeData {
  email: string;
  plan: string;
  csrf: string;
  flash?: Flash;
  keys: { id: string; prefix: string; created_at: number }[];
  /** A key just created: shown on this response only. */
  newKey?: string;
  usage: { today: UsageRow[]; month: UsageRow[] };
  /** SDK events and tone ratings this month. */
  clientEvents: ClientEventCounts;
  /** The account's default lang and variety. */
  language: AccountLanguage;
  invitations: { id: string; team_name: string }[];
  teams: { id: string; name: string; is_admin: boolean; edit_permission: boolean }[];
  organizations: { id: string; name: string; role: string; teams: { id: string; name: string }[] }[];
  words: { id: string; word: string }[];
  mappings: { id: string; phrase: string; replacement: string; description: string }[];
}

const fmt = (n: number) => n.toLocaleString('en-US');
const day = (ms: number) => new Date(Number(ms)).toUTCString();

function Usage(props: { title: string; rows: UsageRow[] }) {
  const billable = props.rows.filter((r) => r.billable).reduce((s, r) => s + r.characters, 0);
  const requests = props.rows.reduce((s, r) => s + r.requests, 0);
  return (
    <section class="usage" data-period={props.title}>
      <h3>{props.title}</h3>
      <p>
        <strong class="billable-total">{fmt(billable)}</strong> billable characters in {fmt(requests)}{' '}
        requests
      </p>
      {props.rows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Endpoint</th>
              <th>Requests</th>
              <th>Characters</th>
              <th>Billable</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr>
                <td>{r.endpoint}</td>
                <td>{fmt(r.requests)}</td>
                <td>{fmt(r.characters)}</td>
                <td>{r.billable ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The account page: key, usage, invitations, teams, organizations. */
export function HomePage(d: HomeData) {
  return (
    <Layout title="Your account" flash={d.flash} user={{ email: d.email, csrf: d.csrf }}>
      <p>
        Plan: <strong id="plan">{d.plan}</strong>
      </p>

      <section id="api-key" class="card">
        <h2>API key</h2>
        {d.newKey ? (
          <div class="new-key">
            <p>Your new API key. Copy it now: it is shown only once and cannot be shown again.</p>
            <code id="new-key">{d.newKey}</code>{' '}
            <button type="button" data-copy="#new-key">
              Copy
            </button>
          </div>
        ) : d.keys.length > 0 ? (
          <ul>
            {d.keys.map((k) => (
              <li>
                <code>{k.prefix}…</code> created {day(k.created_at)}
              </li>
            ))}
          </ul>
        ) : (
          <p>You have no API key yet.</p>
        )}
        <ActionButton
          action="/dashboard/key"
          csrf={d.csrf}
          label={d.keys.length > 0 || d.newKey ? 'Regenerate API key' : 'Create API key'}
          confirm={d.keys.length > 0 ? 'Your current key stops working at once. Continue?' : undefined}
          fields={{ current_key: d.keys[0]?.id ?? 'none' }}
        />
      </section>

      <section class="card">
        <h2>Usage</h2>
        <Usage title="Today" rows={d.usage.today} />
        <Usage title="This month" rows={d.usage.month} />
        <ClientEventsUsage counts={d.clientEvents} />
      </section>

      <LanguageSettings csrf={d.csrf} language={d.language} />

      <PersonalSettings csrf={d.csrf} words={d.words} mappings={d.mappings} />

      {d.invitations.length > 0 && (
        <section id="invitations" class="card">
          <h2>Invitations</h2>
          <ul>
            {d.invitations.map((i) => (
              <li>
                Team <strong>{i.team_name}</strong>{' '}
                <ActionButton action={`/dashboard/invitations/${i.id}/accept`} csrf={d.csrf} label="Accept" />{' '}
                <ActionButton
                  action={`/dashboard/invitations/${i.id}/decline`}
                  csrf={d.csrf}
                  label="Decline"
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section id="teams" class="card">
        <h2>Your teams</h2>
        {d.teams.length === 0 ? (
          <p>You are not on a team.</p>
        ) : (
          <ul>
            {d.teams.map((t) => (
              <li>
                {t.is_admin || t.edit_permission ? <a href={`/dashboard/team/${t.id}`}>{t.name}</a> : t.name}
                {t.is_admin && <span class="tag">admin</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {d.organizations.map((o) => (
        <section class="card org" data-org={o.id}>
          <h2>Organization {o.name}</h2>
          <p>Your role: {o.role}</p>
          {(o.role === 'owner' || o.role === 'admin') && (
            <>
              <ul>
                {o.teams.map((t) => (
                  <li>
                    {t.name}{' '}
                    <ActionButton
                      action={`/dashboard/team/${t.id}/delete`}
                      csrf={d.csrf}
                      label="Delete team"
                      danger
                      confirm={`Delete the team "${t.name}"? Its members lose access at once.`}
                    />
                  </li>
                ))}
              </ul>
              <form method="post" action="/dashboard/teams" class="inline-form">
                <Csrf token={d.csrf} />
                <input type="hidden" name="organization_id" value={o.id} />
                <label>
                  New team name <input name="name" required maxLength={100} />
                </label>
                <button type="submit">Create team</button>
              </form>
            </>
          )}
        </section>
      ))}
    </Layout>
  );
}
