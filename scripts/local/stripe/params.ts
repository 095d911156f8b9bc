import type Stripe from "stripe";
import { z } from "zod";
import { invalidParam, invalidRequest, missingParam, StripeError } from "./errors.ts";

/*
 * Request parameters arrive form-encoded (`items[0][price]=price_…`), decoded by qs into nested
 * objects of strings. Each endpoint declares a strict zod schema of what the double understands, so a
 * misspelt or unsupported parameter is refused as Stripe refuses unknown ones.
 */

export const str = z.string();
export const int = z
  .string()
  .regex(/^-?\d+$/, "Invalid integer")
  .transform(Number);
export const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, "Invalid decimal")
  .transform(Number);
export const bool = z.enum(["true", "false"]).transform((value) => value === "true");
/** A timestamp, or `now` where Stripe allows it (trial_end). */
export const timestampOrNow = z.union([z.literal("now"), int]);
/** Stripe's "emptyable" parameters: an empty string clears the field. */
export const emptyable = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);
/** Metadata on create: `metadata[key]=value`. */
export const newMetadata = z.record(z.string().max(40), z.string().max(500));
/** Metadata on update: an empty value deletes the key, `metadata=` clears all. */
export const metadata = emptyable(newMetadata);
export const expand = z.array(z.string()).max(20).optional();
export const array = <T extends z.ZodType>(schema: T) => z.array(schema);

/** limit / starting_after / ending_before / expand, shared by every list endpoint. */
export const pageParams = {
  limit: int.refine((value) => value >= 1 && value <= 100, "must be between 1 and 100").optional(),
  starting_after: str.optional(),
  ending_before: str.optional(),
  expand,
};

/** Page parameters plus the `created` filter most lists take. */
export const listParams = {
  ...pageParams,
  created: z.union([int, z.strictObject({ gt: int.optional(), gte: int.optional(), lt: int.optional(), lte: int.optional() })]).optional(),
};


/** `items[0][price]` from zod's path ["items", 0, "price"]. */
function paramName(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return `${head ?? ""}${rest.map((part) => `[${part}]`).join("")}`;
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function toStripeError(issue: z.core.$ZodIssue, raw: unknown): StripeError {
  if (issue.code === "unrecognized_keys") {
    const param = paramName([...issue.path, issue.keys[0] ?? ""]);
    return invalidRequest(
      `Received unknown parameter: ${param} (the local Stripe test double does not know it; Stripe may accept it: extend scripts/local/stripe if the product needs it)`,
      param,
      "parameter_unknown",
    );
  }
  const param = paramName(issue.path);
  if (valueAt(raw, issue.path) === undefined) return missingParam(param);
  if (issue.code === "invalid_value") return invalidParam(param, `Invalid ${param}: must be one of ${issue.values.join(", ")}`);
  if (issue.code === "invalid_union") return invalidParam(param, `Invalid ${param}: ${JSON.stringify(valueAt(raw, issue.path))}`);
  return invalidParam(param, `Invalid ${param}: ${issue.message}`);
}

/** Validates decoded parameters against an endpoint's schema, answering Stripe's 400 on the first problem. */
export function parseParams<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw issue ? toStripeError(issue, raw) : invalidRequest("Invalid request parameters");
}

/** Applies a metadata update the way Stripe does: keys merge, empty values delete, `""` clears all. */
export function mergeMetadata(current: Record<string, string> | null, update: z.output<typeof metadata> | undefined): Record<string, string> {
  if (update === undefined) return { ...(current ?? {}) };
  if (update === "") return {};
  const merged = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > 50) throw invalidParam("metadata", "Invalid metadata: at most 50 keys");
  return merged;
}

/** What the SDK puts on the wire for a parameter type: numbers as digits, booleans as true/false, nesting as brackets. */
export type Form<T> = T extends string
  ? T
  : T extends number | Date
    ? string
    : T extends boolean
      ? "true" | "false"
      : T extends readonly (infer Item)[]
        ? Form<Item>[]
        : T extends object
          ? { [Key in keyof T]?: Form<T[Key]> }
          : never;

/**
 * Ties an endpoint's schema to the SDK's parameter type: it compiles only if every parameter shape the
 * double accepts is one the official SDK can send (so the double never invents or misshapes a parameter).
 */
export function sdkParams<Params>() {
  return <Schema extends z.ZodType<unknown, Form<Params>>>(
    schema: Schema & (Exclude<keyof z.input<Schema>, keyof Params> extends never ? unknown : { notAnSdkParameter: Exclude<keyof z.input<Schema>, keyof Params> }),
  ): Schema => schema;
}

/** `?expand[]=…` alone: what retrieve endpoints take. */
export const retrieveParams = z.strictObject({ expand });

/** `query` / `limit` / `page`: every search endpoint takes the same. */
export const searchSchema = sdkParams<Stripe.CustomerSearchParams>()(z.strictObject({ query: str, limit: pageParams.limit, page: str.optional(), expand }));
