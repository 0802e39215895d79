import {
  ADVANCED_EDIT_GROUPS,
  ADVANCED_EDIT_OPTIONS,
  type AdvancedEditOption,
} from '@margin/shared/contract';

/**
 * The advanced-edit options a request turns on (API.md "Advanced edits"): an option set to true or
 * covered by a group set to true, unless a group that covers it is set to false ("a group key set
 * to false disables every category it covers"). Nothing is on by default.
 */
export function enabledAdvancedOptions(
  request: Record<string, boolean | undefined> | undefined,
): AdvancedEditOption[] {
  if (!request) return [];
  const groups = ADVANCED_EDIT_GROUPS as Record<string, readonly AdvancedEditOption[]>;
  const on = new Set<AdvancedEditOption>();
  const off = new Set<AdvancedEditOption>();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined) continue;
    const covered =
      groups[key] ??
      (ADVANCED_EDIT_OPTIONS.includes(key as AdvancedEditOption) ? [key as AdvancedEditOption] : []);
    if (value) for (const o of covered) on.add(o);
    else if (groups[key]) for (const o of covered) off.add(o);
  }
  return ADVANCED_EDIT_OPTIONS.filter((o) => on.has(o) && !off.has(o) && request[o] !== false);
}
