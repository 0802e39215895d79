import type { AffixRule } from './affixes';
import type { HunspellDictionary } from './dictionary';

/** Forms one stem may add per phase. */
const MAX_FORMS_PER_STEM = 48;
/** Dictionaries with more affix rules than this index their stems only. */
const MAX_RULES_TO_EXPAND = 30_000;
/** Affix applications tried in all, at most. */
const MAX_WORK = 600_000;

/**
 * Affix expansion: every form a dictionary accepts on its own (stems, stem + suffix, prefix + stem,
 * prefix + stem + suffix, and one extra suffix layer), for the suggestion index. Expansion runs in
 * phases (stems first, then single affixes, then combinations) so that when `limit` cuts it short in a
 * highly inflected language, the common forms are the ones kept; the checker still accepts every form.
 */
export function expandForms(dict: HunspellDictionary, limit: number): { forms: string[]; complete: boolean } {
  const { special, rulesByFlag } = dict.aff;
  const out = new Set<string>();
  // Affix applications tried: bounds the time on dictionaries with huge affix tables (Korean declares
  // 99,000 rules), where the index then holds a share of the forms and single edits find the rest.
  let work = 0;
  const full = () => out.size >= limit || work >= MAX_WORK;
  const blocked = (flags: string) =>
    (special.forbidden !== '' && flags.includes(special.forbidden)) ||
    (special.noSuggest !== '' && flags.includes(special.noSuggest)) ||
    (special.onlyInCompound !== '' && flags.includes(special.onlyInCompound));
  const usable = (r: AffixRule) =>
    !(special.onlyInCompound && r.contFlags.includes(special.onlyInCompound)) &&
    !(special.circumfix && r.contFlags.includes(special.circumfix)) &&
    !(special.forbidden && r.contFlags.includes(special.forbidden));
  const pseudo = (r: AffixRule) => special.needAffix !== '' && r.contFlags.includes(special.needAffix);
  // Flag vectors are interned and shared by many stems: resolve each one's rules once.
  const ruleCache = new Map<string, { prefix: AffixRule[]; suffix: AffixRule[] }>();
  const rulesOf = (flags: string, kind: 'prefix' | 'suffix') => {
    let rules = ruleCache.get(flags);
    if (!rules) {
      rules = { prefix: [], suffix: [] };
      for (const f of flags) for (const r of rulesByFlag.get(f) ?? []) if (usable(r)) rules[r.kind].push(r);
      ruleCache.set(flags, rules);
    }
    return rules[kind];
  };
  const suffix = (stem: string, r: AffixRule) => {
    work++;
    if (!r.condition.test(stem) || !stem.endsWith(r.strip)) return null;
    return stem.slice(0, stem.length - r.strip.length) + r.append;
  };
  const prefix = (stem: string, r: AffixRule) => {
    work++;
    return r.condition.test(stem) && stem.startsWith(r.strip) ? r.append + stem.slice(r.strip.length) : null;
  };
  // Forms added for the current stem: a cap per stem spreads a capped index over the whole dictionary.
  let perStem = 0;
  const add = (w: string | null) => {
    if (w && out.size < limit && perStem < MAX_FORMS_PER_STEM && !out.has(w)) {
      out.add(w);
      perStem++;
    }
  };
  const result = (complete: boolean) => {
    const forms = [...out];
    // OCONV (e.g. Korean jamo back to syllables) once per distinct form.
    if (!dict.aff.outputConversions.empty)
      for (let i = 0; i < forms.length; i++) forms[i] = dict.output(forms[i]);
    return { forms, complete };
  };

  // Stems are read from the table pass by pass rather than copied into one array: the largest
  // dictionaries have 800,000 stems, and a copy would double the memory the index build needs.
  function* entries(stride = 1): Generator<[string, string]> {
    // Full-form dictionaries larger than the limit are sampled evenly, not cut off alphabetically.
    for (let i = 0; i < dict.stems.size; i += stride) {
      const stem = dict.stems.stemAt(i);
      const e = dict.stems.flagsAt(i);
      // Stems with digits ("1st", Korean numerals) are never checked: the tokenizer skips such tokens.
      if (/\d/.test(stem)) continue;
      for (const flags of typeof e === 'string' ? [e] : e) if (!blocked(flags)) yield [stem, flags];
    }
  }
  // Phase 1: stems that are words on their own.
  for (const [stem, flags] of entries(Math.max(1, Math.ceil(dict.stems.size / limit)))) {
    perStem = 0;
    if (!(special.needAffix && flags.includes(special.needAffix))) add(stem);
    if (full()) return result(false);
  }
  // Korean declares 99,000 affix rules (syllable-final jamo conditions): expanding them costs seconds,
  // so such dictionaries index their stems only and single edits reach the inflected forms.
  if (dict.aff.ruleCount > MAX_RULES_TO_EXPAND) return result(false);
  // Phase 2: one suffix or one prefix.
  for (const [stem, flags] of entries()) {
    perStem = 0;
    for (const r of rulesOf(flags, 'suffix')) {
      if (perStem >= MAX_FORMS_PER_STEM || work >= MAX_WORK) break;
      if (!pseudo(r)) add(suffix(stem, r));
    }
    for (const r of rulesOf(flags, 'prefix')) {
      if (perStem >= MAX_FORMS_PER_STEM || work >= MAX_WORK) break;
      if (!pseudo(r)) add(prefix(stem, r));
    }
    if (full()) return result(false);
  }
  // Phase 3: prefix + suffix, and suffix + suffix.
  for (const [stem, flags] of entries()) {
    perStem = 0;
    const suffixes = rulesOf(flags, 'suffix');
    for (const p of rulesOf(flags, 'prefix')) {
      if (!p.crossProduct) continue;
      for (const s of suffixes) {
        if (perStem >= MAX_FORMS_PER_STEM || work >= MAX_WORK) break;
        if (!s.crossProduct) continue;
        const inner = suffix(stem, s);
        if (inner) add(prefix(inner, p));
      }
    }
    for (const s of suffixes) {
      if (perStem >= MAX_FORMS_PER_STEM || work >= MAX_WORK) break;
      if (!s.contFlags) continue;
      const inner = suffix(stem, s);
      if (!inner) continue;
      for (const s2 of rulesOf(s.contFlags, 'suffix')) if (!pseudo(s2)) add(suffix(inner, s2));
    }
    if (full()) return result(false);
  }
  return result(true);
}
