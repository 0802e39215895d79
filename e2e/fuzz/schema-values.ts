/** Minimal JSON-schema walking for the fuzz suite: resolve `$ref`s and build one valid value per schema. */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
};

export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** Follows `$ref` (local `#/components/schemas/…` only) until a concrete schema remains. */
export function resolve(doc: OpenApiDoc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 20; i++) {
    const name = s.$ref.split('/').pop() ?? '';
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

const UUID = '3b241101-e2bb-4255-8caf-4136c566a962';

/** One value the schema accepts (the fuzz mutations start from it), or a best guess for odd schemas. */
export function sampleValue(doc: OpenApiDoc, raw: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, raw);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) {
    const nonNull = alt.find((a) => resolve(doc, a).type !== 'null') ?? alt[0];
    return sampleValue(doc, nonNull, depth + 1);
  }
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((a) => sampleValue(doc, a, depth + 1) as object));
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return UUID;
      if (s.format === 'email') return 'fuzz@example.com';
      return 'Ths is a sentence for the fuzz suite.'.padEnd(s.minLength ?? 0, 'a');
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleValue(doc, s.items, depth + 1));
    case 'null':
      return null;
    default: {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = sampleValue(doc, s.properties?.[name], depth + 1);
      return out;
    }
  }
}

/** The top-level property names of an object schema (after resolving refs and merging allOf). */
export function propertyNames(doc: OpenApiDoc, raw: Schema | undefined): string[] {
  const s = resolve(doc, raw);
  const own = Object.keys(s.properties ?? {});
  const merged = (s.allOf ?? []).flatMap((a) => propertyNames(doc, a));
  return [...new Set([...own, ...merged])];
}
