import { describe, expect, it } from 'vitest';
import {
  EngineInputError,
  EngineTimeoutError,
  EngineUnavailableError,
  EngineUnsupportedError,
} from '../engines/errors';
import { engineErrorToHttp } from './errors';

describe('engineErrorToHttp', () => {
  it.each([
    [new EngineInputError('file: the PDF is corrupt'), 400, {}],
    [new EngineUnsupportedError('lang: xx is not supported'), 400, {}],
    [new EngineUnavailableError('the model could not load'), 503, {}],
    [new EngineUnavailableError('the grammar engine restarted', 5), 503, { 'Retry-After': '5' }],
    [new EngineTimeoutError('no answer within 60 s'), 503, { 'Retry-After': '5' }],
  ])('%s → %i', (error, status, headers) => {
    const http = engineErrorToHttp(error);
    expect(http?.status).toBe(status);
    expect(http?.message).toBe(error.message);
    expect(http?.headers).toEqual(headers);
  });

  it('leaves errors that are not an engine’s to the generic 500', () => {
    expect(engineErrorToHttp(new Error('boom'))).toBeUndefined();
    expect(engineErrorToHttp('a string')).toBeUndefined();
  });
});
