import { invalidParam, invalidRequest } from "./errors.ts";
import type { ListObject } from "./wire.ts";

interface Identified {
  id: string;
  created?: number;
}

export type CreatedFilter = number | { gt?: number; gte?: number; lt?: number; lte?: number } | undefined;

export function matchesCreated(created: number, filter: CreatedFilter): boolean {
  if (filter === undefined) return true;
  if (typeof filter === "number") return created === filter;
  return (
    (filter.gt === undefined || created > filter.gt) &&
    (filter.gte === undefined || created >= filter.gte) &&
    (filter.lt === undefined || created < filter.lt) &&
    (filter.lte === undefined || created <= filter.lte)
  );
}

export interface PageParams {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
  created?: CreatedFilter;
}

/**
 * One page of a list, newest first as Stripe lists: `oldestFirst` is the store's creation order.
 * `starting_after` / `ending_before` are object ids on the previous page, as the SDK's auto-pagination sends them.
 */
export function page<T extends Identified>(oldestFirst: T[], params: PageParams, url: string): ListObject<T> {
  const limit = params.limit ?? 10;
  const items = oldestFirst.filter((item) => matchesCreated(item.created ?? 0, params.created)).reverse();
  if (params.starting_after !== undefined && params.ending_before !== undefined) {
    throw invalidRequest("You may only specify one of these parameters: ending_before, starting_after.");
  }
  if (params.starting_after !== undefined) {
    const index = items.findIndex((item) => item.id === params.starting_after);
    if (index < 0) throw invalidParam("starting_after", `No such object: '${params.starting_after}'`);
    const rest = items.slice(index + 1);
    return { object: "list", data: rest.slice(0, limit), has_more: rest.length > limit, url };
  }
  if (params.ending_before !== undefined) {
    const index = items.findIndex((item) => item.id === params.ending_before);
    if (index < 0) throw invalidParam("ending_before", `No such object: '${params.ending_before}'`);
    const before = items.slice(0, index);
    return { object: "list", data: before.slice(Math.max(0, before.length - limit)), has_more: before.length > limit, url };
  }
  return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
}

/** The first 10 of an embedded list (subscription items, invoice lines), as Stripe embeds them. */
export function embeddedList<T>(items: T[], url: string): ListObject<T> {
  return { object: "list", data: items.slice(0, 10), has_more: items.length > 10, url };
}
