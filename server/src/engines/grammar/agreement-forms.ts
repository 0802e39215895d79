/**
 * The present forms of "be", "have" and "do" in the third-person singular and the plural, each mapped
 * to the other number: what agreement rules and candidates swap ("is" ↔ "are", "doesn't" ↔ "don't").
 */
export const TO_PLURAL: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};

export const TO_SINGULAR: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TO_PLURAL).map(([singular, plural]) => [plural, singular]),
);
