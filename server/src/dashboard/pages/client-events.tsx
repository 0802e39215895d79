import type { ClientEventCounts } from '../../storage/repos/client-events';

const fmt = (n: number) => n.toLocaleString('en-US');

/** This month's SDK events and tone ratings (`/api/v1/events`, `/api/v1/tone/feedback`); nothing when there are none. */
export function ClientEventsUsage(props: { counts: ClientEventCounts }) {
  const { events, toneFeedback } = props.counts;
  if (events.length === 0 && toneFeedback.up + toneFeedback.down === 0) return null;
  return (
    <section class="usage client-events" data-period="client events">
      <h3>Client events this month</h3>
      <p class="tone-feedback">
        Tone ratings: <strong>{fmt(toneFeedback.up)}</strong> right, <strong>{fmt(toneFeedback.down)}</strong>{' '}
        wrong
      </p>
      {events.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Event</th>
              <th>Count</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr>
                <td>{e.name}</td>
                <td>{fmt(e.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
