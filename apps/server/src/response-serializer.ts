import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { moneyFields } from '@portal/contract';
import { z } from 'zod';

type Writer = (answer: unknown) => string;

interface Compiled {
  write: Writer;
  required: string[];
  declared: string[];
}

type JsonNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null;

/** A property schema declared money: itself, or the one it makes nullable or optional. */
const isMoney = (node: unknown): boolean =>
  isNode(node) && (node.money === true || (Array.isArray(node.anyOf) && node.anyOf.some(isMoney)));

/**
 * The JSON schema as fast-json-stringify is given it: without the money marks, and with `moneyless`
 * without the money properties too, at every depth, and no longer required.
 */
function writable(node: unknown, moneyless: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => writable(item, moneyless));
  if (!isNode(node)) return node;
  const copy: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'money') copy[key] = writable(value, moneyless);
  }
  if (moneyless && isNode(node.properties)) {
    const money = Object.keys(node.properties).filter((name) => isMoney((node.properties as JsonNode)[name]));
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties as JsonNode).filter(([name]) => !money.includes(name)),
    );
    if (Array.isArray(node.required)) copy.required = node.required.filter((name) => !money.includes(name));
  }
  return copy;
}

/** Whether an answer schema declares money anywhere (see `moneyFields` in the contract). */
export function declaresMoney(schema: z.ZodType): boolean {
  const json = JSON.stringify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', metadata: moneyFields }),
  );
  return json.includes('"money":true');
}

function compile(schema: z.ZodType, moneyless: boolean): Compiled {
  const full = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', metadata: moneyFields });
  const jsonSchema = writable(full, moneyless) as JsonNode;
  return {
    write: fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]),
    required: (jsonSchema.required as string[] | undefined) ?? [],
    declared: Object.keys((jsonSchema.properties as object | undefined) ?? {}),
  };
}

/** Whether an answer of each option lacks a property every earlier option requires. */
function toldApartByRequired(options: Compiled[]): boolean {
  return options.every((later, j) =>
    options.slice(0, j).every(({ required }) => required.some((key) => !later.declared.includes(key))),
  );
}

/**
 * Compiles the writer of a zod answer schema with fast-json-stringify. Only the properties the
 * schema declares are written, so nothing undeclared (a password hash, a tenant's internal column)
 * can leave the server; a missing required property fails the request. Validating the answer with
 * zod before `JSON.stringify` did the same at several times the cost on large answers (a Review of
 * 500 people holds some 10,000 objects).
 *
 * With `moneyless`, the fields the contract declares money are left out (see `moneyFields`): the
 * writer of an answer to a caller who may not see money.
 *
 * A union of objects (a page or the whole list; the Review's two shapes) is written by its first
 * option whose required properties the answer has. fast-json-stringify would pick the option by
 * validating the answer against each in turn, a second pass over every row of a whole list (5% of
 * the users list's CPU). That choice is sound only when every earlier option requires a property
 * that a later one does not declare; other unions are left to fast-json-stringify.
 */
export function answerWriter(schema: unknown, { moneyless = false }: { moneyless?: boolean } = {}): Writer {
  if (!(schema instanceof z.ZodType)) throw new TypeError('Answer schemas are zod schemas');
  if (!(schema instanceof z.ZodUnion) || !schema.options.every((option) => option instanceof z.ZodObject)) {
    return compile(schema, moneyless).write;
  }
  const options = (schema.options as z.ZodObject[]).map((option) => compile(option, moneyless));
  if (!toldApartByRequired(options)) return compile(schema, moneyless).write;
  return (answer) => {
    const option =
      typeof answer === 'object' && answer !== null
        ? options.find(({ required }) => required.every((key) => key in answer))
        : undefined;
    if (!option) throw new TypeError('The answer has the required properties of none of its shapes');
    return option.write(answer);
  };
}

/** A whole list's answer written in pieces: `head`, the items by `item` joined by commas, `tail`. */
export interface ListWriter {
  head: string;
  item: Writer;
  tail: string;
}

/** The whole-list shape of a list answer (`listAnswer`, or the one of `listOrPageAnswer` without pagination). */
function wholeListOf(schema: unknown): z.ZodObject {
  const options = schema instanceof z.ZodUnion ? (schema.options as unknown[]) : [schema];
  const whole = options.find(
    (option): option is z.ZodObject =>
      option instanceof z.ZodObject &&
      Object.keys(option.shape).join() === 'result,data' &&
      option.shape.data instanceof z.ZodArray,
  );
  if (!whole) throw new TypeError('The answer schema has no whole-list shape { result, data: [...] }');
  return whole;
}

/**
 * The writer of a list answer's whole-list shape in pieces, to write a list as its items come (see
 * `StreamedList`): the items by the writer compiled from the list's own item schema, the envelope
 * by the answer's. Joined, the pieces are the bytes the answer's writer writes for the whole list,
 * with `moneyless` too.
 */
export function listWriter(schema: unknown, { moneyless = false }: { moneyless?: boolean } = {}): ListWriter {
  const whole = wholeListOf(schema);
  const empty = compile(whole, moneyless).write({ result: 1, data: [] });
  const items = empty.indexOf('"data":[]') + '"data":['.length;
  return {
    head: empty.slice(0, items),
    item: compile((whole.shape.data as z.ZodArray).element as z.ZodType, moneyless).write,
    tail: empty.slice(items),
  };
}

/** Every route's answers are written by its answer schema's writer. */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  answerWriter(schema);
