import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './index';

/** The object schema under a request's pipes (transforms) and refinements. */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let s: z.ZodType = schema;
  for (let i = 0; i < 5; i++) {
    if (s instanceof z.ZodObject) return s;
    if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else return undefined;
  }
  return undefined;
}

/** A value no field takes: not a string, boolean, integer, list, object, or number from 0 to 1. */
const WRONG = 12345.5;

const fields = Object.values(endpoints).flatMap((def) => {
  const shape = objectOf(def.request as z.ZodType)?.shape ?? {};
  return Object.keys(shape).map((field) => [def.name, field, def.request as z.ZodType] as const);
});

describe('one error-message style', () => {
  it.each(fields)('%s.%s: a wrong value reads "<field>: must …"', (_name, field, schema) => {
    const result = schema.safeParse({ [field]: WRONG });
    const mine = (result.error?.issues ?? []).filter((i) => i.path[0] === field);
    expect(mine.length).toBeGreaterThan(0);
    for (const issue of mine) expect(issue.message).toMatch(/^(must|required)\b/);
  });
});
