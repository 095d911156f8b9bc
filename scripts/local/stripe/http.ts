import type { Request, Router } from "express";
import type { Ctx } from "./context.ts";
import { parseParams, retrieveParams, searchSchema } from "./params.ts";
import { render } from "./render.ts";
import { searchFilter, searchPage } from "./search.ts";
import type { ObjectType, StoredObjects } from "./wire.ts";

/** What an API handler sees of a request: path parameters and the decoded form body or query string. */
export interface ApiRequest {
  params: Record<string, string>;
  /** The form body (POST) or query string (GET, DELETE), decoded with qs. */
  input: unknown;
}

export type ApiHandler = (ctx: Ctx, request: ApiRequest) => object;

/** Registers Stripe API endpoints on the `/v1` router; each handler returns the object to send. */
export interface ApiRoutes {
  get(path: string, handler: ApiHandler): void;
  post(path: string, handler: ApiHandler): void;
  delete(path: string, handler: ApiHandler): void;
}

/** The per-request Ctx the app middleware put on `res.locals`. */
export function apiRoutes(router: Router, ctxOf: (request: Request) => Ctx): ApiRoutes {
  const register = (method: "get" | "post" | "delete") => (path: string, handler: ApiHandler) => {
    router[method](path, (request, response) => {
      const input = method === "post" ? request.body : request.query;
      response.json(handler(ctxOf(request), { params: request.params as Record<string, string>, input }));
    });
  };
  return { get: register("get"), post: register("post"), delete: register("delete") };
}

/** An endpoint on one object (`/…/:id`) that takes only `expand[]`: retrieve, or an action such as expire or void. */
export function objectRoute<T extends ObjectType>(
  api: ApiRoutes,
  method: "get" | "post",
  path: string,
  type: T,
  action: (ctx: Ctx, object: StoredObjects[T]) => object = (_ctx, object) => object,
): void {
  api[method](path, (ctx, { params, input }) => {
    const { expand } = parseParams(retrieveParams, input);
    return render(ctx.store, action(ctx, ctx.store.require(type, params.id!)), expand);
  });
}

/** A `…/search` endpoint over one type, on the fields Stripe lets you search for it. */
export function searchRoute(api: ApiRoutes, path: string, type: ObjectType, fields: readonly string[], resource: string): void {
  api.get(path, (ctx, { input }) => {
    const params = parseParams(searchSchema, input);
    const matches = searchFilter(params.query, fields, resource);
    return render(ctx.store, searchPage(ctx.store.all(type).filter(matches).reverse(), params, `/v1${path}`), params.expand);
  });
}
