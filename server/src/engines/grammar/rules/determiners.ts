/** Articles, possessive determiners and "this"/"that": the words that open a singular or plural noun phrase. */
export const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
]);

/** Object pronouns that name people ("borrow me", "wait them", "make him"): not "it". */
export const OBJECT_PRONOUNS = /^(?:me|him|her|us|them|you)$/;
