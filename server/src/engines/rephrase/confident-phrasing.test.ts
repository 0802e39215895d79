/**
 * The confident tone's sentence patterns (confident-phrasing.ts): each class of tentative phrasing is
 * said outright, and what only looks like one stays as written. Sentences written for these tests;
 * none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { confidentPhrasing } from './confident-phrasing';

const confident = (text: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: 'confident', numResults: 1 })[0] ?? '';

describe('confident tone: tentative phrasings said outright', () => {
  it.each([
    // A plan announced with "going to" is a commitment.
    ['We are going to publish the results on Friday.', 'We will publish the results on Friday.'],
    ["I'm going to be in the office all week.", 'I will be in the office all week.'],
    // Advice softened with "would" is given (and the word list makes the suggestion a recommendation).
    ["I'd suggest that we hire a second designer.", 'I recommend that we hire a second designer.'],
    ['We would advise that you back up your files.', 'We advise that you back up your files.'],
    // An apology in front of the news: the news.
    ["I'm afraid the courier has lost the parcel.", 'The courier has lost the parcel.'],
    ["I'm sorry, but we can't accept late entries.", "We can't accept late entries."],
    // An apology for a delay: thanks for patience.
    [
      'Sorry for the delay, the invoice is attached now.',
      'Thank you for your patience with the delay. The invoice is attached now.',
    ],
    // A softener before a request: the request.
    ['When you get a chance, please sign the form.', 'Please sign the form.'],
    // A request put as a hope or a wonder: the request or the proposal.
    ['I was wondering if you could proofread my slides.', 'Please proofread my slides.'],
    ['It would be nice if we could start the meeting on time.', "Let's start the meeting on time."],
    // "Would it be possible for you to…?": the request.
    ['Would it be possible for you to resend the link?', 'Please resend the link.'],
    // "Do you know when…?": what the writer needs to know.
    ['Do you know where the spare keys are kept?', 'Please let me know where the spare keys are kept.'],
    // An intention as a thought in progress: the plan (which the word list then commits to).
    ['We are thinking of moving the team offsite in May.', 'We will move the team offsite in May.'],
    // A doubt as one.
    ["I'm not convinced the vendor can scale.", 'I doubt that the vendor can scale.'],
    // A goal as a commitment.
    ['Our aim is to answer every email within a day.', 'We will answer every email within a day.'],
    // Findings that suggest: findings that show.
    [
      'The test data indicates that the new layout converts better.',
      'The test data shows that the new layout converts better.',
    ],
    // A recommendation put as a possibility.
    ['It may be a good idea to book the venue early.', 'It is a good idea to book the venue early.'],
    // An expected state with "should": what will be.
    ['The repairs should be finished by noon.', 'The repairs will be finished by noon.'],
    // A duty put as advice to people: the rule.
    ['All visitors should sign in at reception.', 'All visitors must sign in at reception.'],
    // After a fronted condition, the frame goes before the main clause.
    [
      'If the weather holds, the crew can finish the roof on Thursday.',
      'If the weather holds, I am confident that the crew can finish the roof on Thursday.',
    ],
  ])('%s', (input, expected) => {
    expect(confident(input)).toBe(expected);
  });

  it.each([
    // "going to" a place, not a plan.
    "I'm going to the airport.",
    // "afraid of" is no apology before news.
    "I'm afraid of losing the client.",
    // "should" of a thing is an expectation, never "must".
    'The new process should save time.',
    // A person who is "thinking about" a topic has no plan to state.
    'We are thinking about the budget.',
    // A softener before a statement, not a request.
    'If possible, the team will finish early.',
    // "going to" inside another clause: "will" would change what is said.
    "This is the story I'm going to tell.",
    "We need funding if we're going to grow.",
    // A quotation is someone else's words.
    'He said, "We\'re going to be out by Christmas."',
    // Uncertainty asked about, and the writer's own grasp, are no doubts to state.
    "I'm not sure whether the room is free.",
    "I'm not sure I follow the argument.",
    // A goal that was: "will" would move it into the future.
    'Our goal was to reduce costs.',
    // "should" in an embedded question.
    "I don't know if the parcel should be here yet.",
    // A question asked for its own sake.
    'Do you know what it feels like to lose a client?',
  ])('leaves the look-alike alone: %s', (input) => {
    expect(confidentPhrasing(input)).toBe(input);
  });

  it.each([
    // A connective before the plan stays.
    ["And we're going to publish the results.", 'And we will publish the results.'],
    // An apology noun before a delay.
    [
      'Apologies for the late answer, the server was down.',
      'Thank you for your patience with the late answer. The server was down.',
    ],
    // A softener before a question that asks for something: the request.
    ['If you have a minute, could you check the totals?', 'Could you check the totals?'],
    // A hope in progress: the wish.
    ['We were hoping to finish the report today.', 'We would like to finish the report today.'],
    // The reader acts on their own things.
    ['Would it be possible to update your address?', 'Please update your address.'],
    // A question word that is the subject.
    ['Do you know who signed the delivery note?', 'Please let me know who signed the delivery note.'],
  ])('phrasing: %s', (input, expected) => {
    expect(confidentPhrasing(input)).toBe(expected);
  });

  it('says an intention in progress as a plan', () => {
    expect(confidentPhrasing('I was thinking about hiring a temporary assistant.')).toBe(
      'I plan to hire a temporary assistant.',
    );
  });

  it('never frames what the writer says of themselves after a fronted clause', () => {
    expect(confident('If the train is late, I will call you from the station.')).not.toMatch(
      /confident that I\b/,
    );
  });
});

describe('confident tone: the fourth probe set of the eleventh session', () => {
  it('says an apology for a delay in doing something as thanks, with no frame before "Apologies"', () => {
    expect(confident('Apologies for the delay in sending the agenda.')).toBe(
      'Thank you for your patience with the delay in sending the agenda.',
    );
  });

  it('says an expected participle with its time as what will be, not advice', () => {
    expect(confident('The new printer should be installed by the end of the week.')).toBe(
      'The new printer will be installed by the end of the week.',
    );
    expect(confidentPhrasing('It should be noted that prices rose.')).toBe(
      'It should be noted that prices rose.',
    );
  });

  it.each(['diplomatic', 'persuasive', 'confident'])('%s: no frame before "Apologies for…"', (tone) => {
    const out =
      rephraseEmbedded({
        text: 'Apologies for the mix-up with the rooms.',
        mapping: 'switch_tone',
        tone,
        numResults: 1,
      })[0] ?? '';
    expect(out).not.toMatch(
      /^(?:From what I can see|Clearly|I am confident that|I can confirm that), apologies/i,
    );
  });
});
