import { controlCharacterIn } from '@margin/shared/contract/common';
import { HttpError } from '../http/errors';

/**
 * 400 when a name or word holds a control or bidi-override character (the contract's `plainText`
 * rule), for the paths that do not go through a contract schema: dashboard forms and the admin CLI.
 */
export function requirePlainText(field: string, value: string): string {
  const found = controlCharacterIn(value);
  if (found)
    throw new HttpError(
      400,
      `${field}: must not contain control or bidi-override characters (found ${found})`,
    );
  return value;
}
