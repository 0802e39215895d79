import { z } from 'zod';
import { TONES } from './analysis';
import {
  codePointLength,
  intField,
  mustBe,
  NoParams,
  nonBlank,
  oneOf,
  optionalNullable,
  plainText,
  sessionIdField,
  stringField,
  userIdField,
} from './common';
import { FeedbackResult } from './edits';
import { endpoint } from './endpoint';

/** Longest event name, in code points. */
export const EVENT_NAME_MAX_CHARS = 100;

/** Text the Sapling SDK sends with tone feedback, capped like the Tone endpoint's text; never stored. */
const TONE_FEEDBACK_HTML_MAX_CHARS = 50_000;

const capped = (max: number) =>
  stringField()
    .refine((s) => codePointLength(s) <= max, {
      message: `must be at most ${max.toLocaleString('en-US')} characters`,
    })
    .meta({ maxLength: max });

export const ClientEventRequest = z
  .object({
    name: plainText(
      nonBlank().refine((s) => codePointLength(s) <= EVENT_NAME_MAX_CHARS, {
        message: `must be at most ${EVENT_NAME_MAX_CHARS} characters`,
      }),
    )
      .meta({ maxLength: EVENT_NAME_MAX_CHARS })
      .describe('What happened in the client, e.g. "sdk-init"; the only part of the event that is stored'),
    user_id: userIdField().describe('The end user the event is about'),
    event_properties: optionalNullable(
      z.record(z.string(), z.unknown(), { error: mustBe('an object') }),
    ).describe('Accepted for compatibility and not stored (it names the page the client runs on)'),
  })
  .meta({ id: 'ClientEventRequest' });

/** `1` thumbs up, `-1` thumbs down. */
const Verdict = z
  .union([z.literal(1), z.literal(-1)], { error: 'must be 1 (thumbs up) or -1 (thumbs down)' })
  .describe('1: the tone is right; -1: it is wrong');

export const ToneFeedbackRequest = z
  .object({
    tone_name: oneOf(TONES).describe('The tone being rated, as the Tone endpoint named it'),
    score: Verdict,
    tone_percentage: optionalNullable(intField(0, 100)).describe(
      "The tone's share as the client showed it, 0 to 100",
    ),
    text_type: optionalNullable(oneOf(['overall', 'sentence'])).describe(
      'Whether the rating is about the whole text or one sentence',
    ),
    html: optionalNullable(capped(TONE_FEEDBACK_HTML_MAX_CHARS)).describe(
      'The rated text, as the Sapling SDK sends it; accepted and never stored',
    ),
    session_id: optionalNullable(sessionIdField()).describe('The document the text came from'),
    user_id: userIdField().describe('The end user giving the feedback'),
  })
  .meta({ id: 'ToneFeedbackRequest' });

/** POST /api/v1/events: a client event (Sapling's SDK sends `sdk-init`), counted per account. */
export const recordClientEvent = endpoint('recordClientEvent', {
  summary: 'Record a client event',
  tag: 'Client events',
  metering: 'free',
  params: NoParams,
  request: ClientEventRequest,
  response: FeedbackResult,
});

/** POST /api/v1/tone/feedback: a thumbs up or down on a tone the Tone endpoint reported. */
export const toneFeedback = endpoint('toneFeedback', {
  summary: 'Rate a tone the Tone endpoint reported',
  tag: 'Sentiment and tone',
  metering: 'free',
  params: NoParams,
  request: ToneFeedbackRequest,
  response: FeedbackResult,
});
