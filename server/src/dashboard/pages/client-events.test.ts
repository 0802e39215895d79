import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { ClientEventCounts } from '../../storage/repos/client-events';
import { ClientEventsUsage } from './client-events';

const page = (counts: ClientEventCounts) => render(h(ClientEventsUsage, { counts }));

describe('ClientEventsUsage', () => {
  it('shows event counts and tone ratings, escaping event names', () => {
    const html = page({
      events: [{ name: '<b>sdk-init</b>', count: 1200 }],
      toneFeedback: { up: 3, down: 1 },
    });
    expect(html).toContain('&lt;b>sdk-init&lt;/b>');
    expect(html).toContain('<td>1,200</td>');
    expect(html).toContain('<strong>3</strong> right, <strong>1</strong>');
  });

  it('shows nothing for an account without client events', () => {
    expect(page({ events: [], toneFeedback: { up: 0, down: 0 } })).toBe('');
  });
});
