import { describe, expect, it } from 'vitest';
import { toInformal } from './register';
import { directRequests, indirectRequest, requestedAction } from './requests';
import { switchTone } from './tone';

describe('indirect requests', () => {
  it('finds the action behind each kind of frame', () => {
    expect(indirectRequest('Would you be willing to chair the panel?')).toEqual({
      kind: 'request',
      action: 'chair the panel',
    });
    expect(indirectRequest('We were hoping you could sign the form today.')?.action).toBe(
      'sign the form today',
    );
    expect(indirectRequest('Is it possible for you to print the tickets?')?.action).toBe('print the tickets');
    expect(indirectRequest('We would really appreciate it if you could share the slides.')?.action).toBe(
      'share the slides',
    );
    expect(indirectRequest('Can you order more toner for the printer?')?.action).toBe(
      'order more toner for the printer',
    );
  });

  it('makes the gerund after "mind" its base form', () => {
    expect(indirectRequest('Do you mind booking the taxi?')?.action).toBe('book the taxi');
    expect(indirectRequest('Would you mind forwarding the memo to Ines?')?.action).toBe(
      'forward the memo to Ines',
    );
  });

  it('tells an invitation from a request', () => {
    expect(indirectRequest('Would you like to visit the new plant?')).toEqual({
      kind: 'invitation',
      action: 'visit the new plant',
    });
  });

  it('leaves questions that ask for no action alone', () => {
    for (const q of [
      'Would you like a copy of the minutes?',
      'Would you know who owns the account?',
      'Would you mind if we started late?',
      'Can you believe the queue outside?',
      'Will you be at the dinner?',
      'Could you have lunch with us?',
    ])
      expect(indirectRequest(q), q).toBeNull();
    expect(directRequests('The parcel arrived this morning.', 'direct')).toBeNull();
  });

  it('says a request directly or casually, and asks about availability instead of ordering it', () => {
    expect(directRequests('Would you mind checking the seating plan?', 'direct')).toBe(
      'Please check the seating plan.',
    );
    expect(directRequests('Would you mind checking the seating plan?', 'casual')).toBe(
      'Can you check the seating plan?',
    );
    expect(directRequests('We were wondering whether you would be free on Tuesday.', 'direct')).toBe(
      'Are you free on Tuesday?',
    );
    expect(directRequests('Thanks for the update. Could you resend the file?', 'direct')).toBe(
      'Thanks for the update. Please resend the file.',
    );
  });
});

describe('tones on indirect requests (no "Can you like", "Please sending" or "Like to …")', () => {
  it('keeps an invitation a question in every tone', () => {
    const text = 'Would you like to tour the new warehouse on Monday?';
    for (const tone of ['straightforward', 'confident', 'casual'])
      expect(switchTone(text, tone), tone).toBe('Do you want to tour the new warehouse on Monday?');
    expect(toInformal(text)).toBe('Do you want to tour the new warehouse on Monday?');
  });

  it('turns "would you mind" into the action, not "Please …ing"', () => {
    const text = 'Would you mind updating the shared calendar?';
    expect(switchTone(text, 'confident')).toBe('Please update the shared calendar.');
    expect(switchTone(text, 'casual')).toBe('Can you update the shared calendar?');
    expect(switchTone(text, 'straightforward')).toMatch(/^(?:Please u|U)pdate the shared calendar\.$/);
  });

  it('leaves a question about the reader alone where it asks for no action', () => {
    const text = 'Would you know whether the lift is working?';
    expect(switchTone(text, 'straightforward')).toBeNull();
    expect(switchTone(text, 'confident')).toBeNull();
    expect(toInformal(text)).toBeNull();
  });
});

describe('frames go only before a sentence that opens with its subject', () => {
  it('reads the action of a command or a request, and nothing else', () => {
    expect(requestedAction('Please file the receipts by Monday.')).toBe('file the receipts by Monday');
    expect(requestedAction('Draft a reply to the landlord.')).toBe('draft a reply to the landlord');
    expect(requestedAction('Could you draft a reply to the landlord?')).toBe('draft a reply to the landlord');
    expect(requestedAction('Staff shortages will delay the audit.')).toBeNull();
    expect(requestedAction('Thanks for the quick reply.')).toBeNull();
    expect(requestedAction('Our landlord replied this morning.')).toBeNull();
  });

  it('argues for a request in the persuasive tone instead of "Clearly, <command>"', () => {
    expect(switchTone('Draft a reply to the landlord.', 'persuasive')).toBe(
      'I strongly encourage you to draft a reply to the landlord.',
    );
    expect(switchTone('Staff shortages will delay the audit.', 'persuasive')).toBe(
      'Clearly, staff shortages will delay the audit.',
    );
  });

  it('puts no frame before a fragment without its subject or a formula', () => {
    for (const tone of ['confident', 'diplomatic', 'persuasive', 'professional']) {
      expect(switchTone("Won't be in tomorrow, I'm afraid.", tone) ?? '', tone).not.toMatch(
        /^(?:I am confident that|From what I can see,|Clearly,|Please note that) won't/,
      );
      expect(switchTone('Thanks for the quick reply.', tone) ?? '', tone).not.toMatch(/ thanks for/);
    }
  });
});

describe('a capitalised opening word that is a name or nationality is no imperative (#16, eleventh session)', () => {
  it.each([
    'French growers export most of the harvest to the north.',
    'Arab traders carried the spices across the desert.',
  ])('%s', (text) => {
    expect(requestedAction(text)).toBeNull();
  });

  it('still reads an imperative verb', () => {
    expect(requestedAction('Review the rota before Friday.')).toBe('review the rota before Friday');
  });
});
