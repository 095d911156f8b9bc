import express, { type NextFunction, type Request, type Response } from "express";
import { runDue } from "./billing/clock.ts";
import { controlRoutes } from "./control.ts";
import { StripeError } from "./errors.ts";
import { API_VERSION } from "./events.ts";
import { apiRoutes } from "./http.ts";
import { idempotency } from "./idempotency.ts";
import { newId } from "./ids.ts";
import { checkoutPages } from "./pages/checkoutPage.ts";
import { invoicePages } from "./pages/invoicePages.ts";
import { portalPages } from "./pages/portalPage.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { checkoutRoutes } from "./routes/checkout.ts";
import { couponRoutes } from "./routes/coupons.ts";
import { customerRoutes } from "./routes/customers.ts";
import { eventRoutes } from "./routes/events.ts";
import { invoiceRoutes } from "./routes/invoices.ts";
import { paymentMethodRoutes } from "./routes/paymentMethods.ts";
import { subscriptionRoutes } from "./routes/subscriptions.ts";
import type { DoubleRuntime } from "./runtime.ts";
import type { Ctx } from "./context.ts";

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** The secret key of a request: `Authorization: Bearer sk_test_…` (the SDK) or Basic `sk_test_…:` (curl -u). */
function apiKeyOf(request: Request): string {
  const header = request.get("Authorization") ?? "";
  if (header.startsWith("Bearer ")) return header.slice(7).trim();
  if (header.startsWith("Basic ")) return Buffer.from(header.slice(6), "base64").toString().split(":")[0] ?? "";
  return "";
}

function authenticate(runtime: DoubleRuntime) {
  return (request: Request, _response: Response, next: NextFunction) => {
    const key = apiKeyOf(request);
    if (!key) throw new StripeError(401, { type: "invalid_request_error", message: NO_KEY });
    if (!/^(sk|rk)_test_/.test(key)) throw new StripeError(401, { type: "invalid_request_error", message: "The local Stripe test double only accepts test-mode keys (sk_test_…)." });
    if (runtime.apiKey && key !== runtime.apiKey) throw new StripeError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` });
    next();
  };
}

/** Gives each API request its id and context, records it with its answer, and catches up the clock first. */
function contextAndRecording(runtime: DoubleRuntime) {
  return (request: Request, response: Response, next: NextFunction) => {
    const id = newId("request");
    const idempotencyKey = request.get("Idempotency-Key") ?? null;
    const ctx = runtime.ctx({ id, idempotency_key: idempotencyKey });
    response.locals.ctx = ctx;
    response.set({ "Request-Id": id, "Stripe-Version": request.get("Stripe-Version") ?? API_VERSION });
    const at = runtime.store.now();
    const json = response.json.bind(response);
    response.json = (body: unknown) => {
      runtime.record({
        id,
        method: request.method,
        path: request.path === "/" ? request.baseUrl : `${request.baseUrl}${request.path}`,
        params: request.method === "POST" ? request.body : request.query,
        idempotencyKey,
        stripeVersion: request.get("Stripe-Version") ?? null,
        status: response.statusCode,
        response: body,
        replayed: response.locals.replayed === true,
        at,
      });
      return json(body);
    };
    next();
  };
}

/**
 * The customers a request is about: `customer` in its parameters, the customer in its path
 * (`/v1/customers/cus_…/…`), or the customer of the object in its path (a subscription, payment method, invoice).
 */
function customersOf(runtime: DoubleRuntime, request: Request): Array<string | null | undefined> {
  const input = (request.method === "POST" ? request.body : request.query) as Record<string, unknown> | undefined;
  const [, resource, id] = request.path.split("/");
  const named = id ? runtime.store.byId(id) : undefined;
  const ownerOfNamed = named && "customer" in named && typeof named.customer === "string" ? named.customer : undefined;
  return [typeof input?.customer === "string" ? input.customer : undefined, resource === "customers" ? id : undefined, ownerOfNamed];
}

/** A customer's outage switched on through `/_double/faults/customers` fails every request about them. */
function customerFaults(runtime: DoubleRuntime) {
  return (request: Request, _response: Response, next: NextFunction) => {
    runtime.faults.failForCustomers(customersOf(runtime, request));
    next();
  };
}

function errorHandler(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) return next(error);
  if (error instanceof StripeError) {
    response.status(error.status).json(error.toJSON());
    return;
  }
  const status = (error as { status?: number }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    response.status(status).json({ error: { type: "invalid_request_error", message: error instanceof Error ? error.message : "Invalid request" } });
    return;
  }
  console.error("[stripe double]", error);
  response.status(500).json({ error: { type: "api_error", message: `The Stripe test double failed: ${error instanceof Error ? error.message : String(error)}` } });
}

/** The double's HTTP server: Stripe's API under /v1, hosted checkout / portal / invoice pages, and the /_double control API. */
export function createApp(runtime: DoubleRuntime): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "extended");
  app.set("json spaces", 2);
  const catchUp = (_request: Request, _response: Response, next: NextFunction) => {
    runDue(runtime.ctx());
    next();
  };

  const v1 = express.Router();
  v1.use(express.urlencoded({ extended: true, limit: "1mb", parameterLimit: 5_000 }));
  v1.use(contextAndRecording(runtime));
  v1.use(authenticate(runtime));
  v1.use(customerFaults(runtime));
  v1.use(idempotency(runtime.store, apiKeyOf));
  v1.use(catchUp);
  const api = apiRoutes(v1, (request) => (request.res!.locals.ctx as Ctx));
  customerRoutes(api);
  catalogRoutes(api);
  couponRoutes(api);
  subscriptionRoutes(api);
  invoiceRoutes(api);
  checkoutRoutes(api, runtime.faults);
  paymentMethodRoutes(api);
  eventRoutes(api);
  v1.use((request, _response, next) =>
    next(new StripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.baseUrl}${request.path}). The local Stripe test double serves only the endpoints the product uses (see scripts/local/stripe/routes).` })),
  );
  app.use("/v1", v1);

  const pageCtx = () => runtime.ctx();
  app.use("/checkout", catchUp, checkoutPages(pageCtx));
  app.use("/portal", catchUp, portalPages(pageCtx));
  app.use("/invoice", catchUp, invoicePages(pageCtx));
  app.use("/_double", controlRoutes(runtime));
  app.use(errorHandler);
  return app;
}
