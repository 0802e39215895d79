/**
 * Hunspell affix conditions: a tiny pattern language of literal characters, `.` and `[...]`/`[^...]`
 * classes, anchored at the start of the word (prefixes) or its end (suffixes).
 */

/** One position of a condition: any character, a literal, or a (negated) class. */
type Slot = { any: true } | { any: false; chars: string; negated: boolean };

/** A compiled condition that tests the start or the end of a word. */
export interface Condition {
  /** Whether `word` satisfies the condition at its start (prefix) or end (suffix). */
  test(word: string): boolean;
}

const ALWAYS: Condition = { test: () => true };

function parseSlots(pattern: string): Slot[] | null {
  const chars = Array.from(pattern);
  const slots: Slot[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === '.') slots.push({ any: true });
    else if (c === '[') {
      const close = chars.indexOf(']', i + 1);
      if (close < 0) return null;
      let body = chars.slice(i + 1, close);
      const negated = body[0] === '^';
      if (negated) body = body.slice(1);
      slots.push({ any: false, chars: body.join(''), negated });
      i = close;
    } else slots.push({ any: false, chars: c, negated: false });
  }
  return slots;
}

function slotMatches(slot: Slot, ch: string): boolean {
  if (slot.any) return true;
  return slot.chars.includes(ch) !== slot.negated;
}

/**
 * A condition compiled on first use: dictionaries declare up to 100,000 rules, and most of them are
 * never reached by the words of one session.
 */
export function compileCondition(pattern: string, kind: 'prefix' | 'suffix'): Condition {
  if (pattern === '.' || pattern === '') return ALWAYS;
  // A plain literal tail (e.g. `y`) is the common case and needs no slots.
  if (!/[.[\]]/.test(pattern)) {
    return kind === 'suffix' ? { test: (w) => w.endsWith(pattern) } : { test: (w) => w.startsWith(pattern) };
  }
  let compiled: Condition | undefined;
  return {
    test(word) {
      compiled ??= compileNow(pattern, kind);
      return compiled.test(word);
    },
  };
}

function compileNow(pattern: string, kind: 'prefix' | 'suffix'): Condition {
  const slots = parseSlots(pattern);
  if (!slots) return ALWAYS;
  // Conditions are compared by UTF-16 unit: every dictionary shipped here writes them in the BMP.
  const length = slots.length;
  if (kind === 'prefix') {
    return {
      test(word) {
        if (word.length < length) return false;
        for (let i = 0; i < length; i++) if (!slotMatches(slots[i], word[i])) return false;
        return true;
      },
    };
  }
  return {
    test(word) {
      if (word.length < length) return false;
      const offset = word.length - length;
      for (let i = 0; i < length; i++) if (!slotMatches(slots[i], word[offset + i])) return false;
      return true;
    },
  };
}
