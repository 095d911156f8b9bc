import type Stripe from "stripe";
import { z } from "zod";
import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest, StripeError } from "../errors.ts";
import { before } from "../events.ts";
import { objectRoute, searchRoute, type ApiRoutes } from "../http.ts";
import { newId } from "../ids.ts";
import { page } from "../lists.ts";
import { bool, emptyable, expand, int, listParams, mergeMetadata, metadata, newMetadata, parseParams, sdkParams, str } from "../params.ts";
import { render } from "../render.ts";
import type { Price, Product } from "../wire.ts";

const productCreateSchema = sdkParams<Stripe.ProductCreateParams>()(
  z.strictObject({
    id: str.regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and - only").max(255).optional(),
    name: str.min(1),
    description: str.optional(),
    active: bool.optional(),
    metadata: newMetadata.optional(),
    images: z.array(str).max(8).optional(),
    marketing_features: z.array(z.strictObject({ name: str })).optional(),
    url: str.optional(),
    statement_descriptor: str.max(22).optional(),
    unit_label: str.optional(),
    tax_code: str.optional(),
    expand,
  }),
);
const productUpdateSchema = sdkParams<Stripe.ProductUpdateParams>()(
  z.strictObject({
    name: str.min(1).optional(),
    description: emptyable(str).optional(),
    active: bool.optional(),
    metadata: metadata.optional(),
    images: emptyable(z.array(str).max(8)).optional(),
    marketing_features: emptyable(z.array(z.strictObject({ name: str }))).optional(),
    url: emptyable(str).optional(),
    unit_label: emptyable(str).optional(),
    default_price: str.optional(),
    expand,
  }),
);
const productListSchema = sdkParams<Stripe.ProductListParams>()(z.strictObject({ ...listParams, active: bool.optional(), ids: z.array(str).optional(), url: str.optional(), shippable: bool.optional() }));

const recurring = z.strictObject({
  interval: z.enum(["day", "week", "month", "year"]),
  interval_count: int.optional(),
  usage_type: z.literal("licensed").optional(),
  trial_period_days: int.optional(),
});

const priceCreateSchema = sdkParams<Stripe.PriceCreateParams>()(
  z.strictObject({
  currency: str.regex(/^[a-zA-Z]{3}$/, "a three-letter ISO currency code"),
  unit_amount: int.refine((amount) => amount >= 0, "must be 0 or more").optional(),
  product: str.optional(),
  product_data: z.strictObject({ name: str.min(1), metadata: newMetadata.optional(), active: bool.optional() }).optional(),
  recurring: recurring.optional(),
  lookup_key: str.max(200).optional(),
  transfer_lookup_key: bool.optional(),
  nickname: str.optional(),
  metadata: newMetadata.optional(),
  active: bool.optional(),
  billing_scheme: z.literal("per_unit").optional(),
  tax_behavior: z.enum(["exclusive", "inclusive", "unspecified"]).optional(),
  expand,
  }),
);

const priceUpdateSchema = sdkParams<Stripe.PriceUpdateParams>()(
  z.strictObject({
  active: bool.optional(),
  lookup_key: str.max(200).optional(),
  transfer_lookup_key: bool.optional(),
  nickname: emptyable(str).optional(),
  metadata: metadata.optional(),
  tax_behavior: z.enum(["exclusive", "inclusive", "unspecified"]).optional(),
  expand,
  }),
);

const priceListSchema = sdkParams<Stripe.PriceListParams>()(
  z.strictObject({
  ...listParams,
  active: bool.optional(),
  currency: str.optional(),
  product: str.optional(),
  type: z.enum(["one_time", "recurring"]).optional(),
  lookup_keys: z.array(str).max(10).optional(),
  recurring: z.strictObject({ interval: z.enum(["day", "week", "month", "year"]).optional(), usage_type: str.optional() }).optional(),
  }),
);

function createProduct(ctx: Ctx, params: z.output<typeof productCreateSchema>): Product {
  if (params.id && ctx.store.byId(params.id)) {
    throw new StripeError(400, { type: "invalid_request_error", code: "resource_already_exists", param: "id", message: `Product already exists.` });
  }
  const now = ctx.store.now();
  const product: Product = {
    id: params.id ?? newId("product"),
    object: "product",
    active: params.active ?? true,
    created: now,
    default_price: null,
    description: params.description || null,
    images: params.images || [],
    livemode: false,
    marketing_features: params.marketing_features || [],
    metadata: mergeMetadata(null, params.metadata),
    name: params.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: params.statement_descriptor ?? null,
    tax_code: params.tax_code ?? null,
    tax_details: null,
    type: "service",
    unit_label: params.unit_label || null,
    updated: now,
    url: params.url || null,
  };
  ctx.store.insert<"product">(product);
  ctx.emit("product.created", product);
  return product;
}

/** A lookup key names one price; `transfer_lookup_key` moves it from the price that has it. */
function claimLookupKey(ctx: Ctx, key: string, transfer: boolean | undefined, claimant: string): void {
  const holder = ctx.store.all("price").find((price) => price.lookup_key === key && price.id !== claimant);
  if (!holder) return;
  if (!transfer) throw invalidParam("lookup_key", `A price (\`${holder.id}\`) already uses that lookup key.`);
  const previous = before(ctx, holder);
  holder.lookup_key = null;
  ctx.emit("price.updated", holder, previous);
}

function createPrice(ctx: Ctx, params: z.output<typeof priceCreateSchema>): Price {
  if ((params.product === undefined) === (params.product_data === undefined)) throw invalidRequest("You must specify exactly one of product or product_data.", "product");
  if (params.unit_amount === undefined) throw invalidParam("unit_amount", "Missing required param: unit_amount.");
  const product = params.product ? ctx.store.require("product", params.product, "product") : createProduct(ctx, { ...params.product_data! });
  if (params.lookup_key) claimLookupKey(ctx, params.lookup_key, params.transfer_lookup_key, "");
  const price: Price = {
    id: newId("price"),
    object: "price",
    active: params.active ?? true,
    billing_scheme: "per_unit",
    created: ctx.store.now(),
    currency: params.currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: params.lookup_key ?? null,
    metadata: mergeMetadata(null, params.metadata),
    nickname: params.nickname ?? null,
    product: product.id,
    recurring: params.recurring
      ? { interval: params.recurring.interval, interval_count: params.recurring.interval_count ?? 1, meter: null, trial_period_days: params.recurring.trial_period_days ?? null, usage_type: "licensed" }
      : null,
    tax_behavior: params.tax_behavior ?? "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: params.recurring ? "recurring" : "one_time",
    unit_amount: params.unit_amount,
    unit_amount_decimal: String(params.unit_amount),
  };
  ctx.store.insert<"price">(price);
  ctx.emit("price.created", price);
  return price;
}

/** Products and prices, found by lookup key as `npm run stripe:setup` and the functions find them. */
export function catalogRoutes(api: ApiRoutes): void {
  api.post("/products", (ctx, { input }) => {
    const params = parseParams(productCreateSchema, input);
    return render(ctx.store, createProduct(ctx, params), params.expand);
  });

  searchRoute(api, "/products/search", "product", ["name", "active", "description", "metadata", "url", "created"], "products");

  objectRoute(api, "get", "/products/:id", "product");

  api.post("/products/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(productUpdateSchema, input);
    const product = ctx.store.require("product", id!);
    const previous = before(ctx, product);
    if (params.name !== undefined) product.name = params.name;
    if (params.description !== undefined) product.description = params.description || null;
    if (params.active !== undefined) product.active = params.active;
    if (params.metadata !== undefined) product.metadata = mergeMetadata(product.metadata, params.metadata);
    if (params.images !== undefined) product.images = params.images || [];
    if (params.marketing_features !== undefined) product.marketing_features = params.marketing_features || [];
    if (params.url !== undefined) product.url = params.url || null;
    if (params.unit_label !== undefined) product.unit_label = params.unit_label || null;
    if (params.default_price !== undefined) {
      const price = ctx.store.require("price", params.default_price, "default_price");
      if (price.product !== product.id) throw invalidParam("default_price", "The default price must belong to this product.");
      product.default_price = price.id;
    }
    product.updated = ctx.store.now();
    ctx.emit("product.updated", product, previous);
    return render(ctx.store, product, params.expand);
  });

  api.get("/products", (ctx, { input }) => {
    const params = parseParams(productListSchema, input);
    const products = ctx.store
      .all("product")
      .filter((product) => (params.active === undefined || product.active === params.active) && (params.ids === undefined || params.ids.includes(product.id)) && (params.url === undefined || product.url === params.url));
    return render(ctx.store, page(products, params, "/v1/products"), params.expand);
  });

  api.post("/prices", (ctx, { input }) => {
    const params = parseParams(priceCreateSchema, input);
    return render(ctx.store, createPrice(ctx, params), params.expand);
  });

  searchRoute(api, "/prices/search", "price", ["active", "currency", "lookup_key", "product", "type", "metadata", "created"], "prices");

  objectRoute(api, "get", "/prices/:id", "price");

  api.post("/prices/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(priceUpdateSchema, input);
    const price = ctx.store.require("price", id!);
    const previous = before(ctx, price);
    if (params.lookup_key !== undefined) {
      claimLookupKey(ctx, params.lookup_key, params.transfer_lookup_key, price.id);
      price.lookup_key = params.lookup_key;
    }
    if (params.active !== undefined) price.active = params.active;
    if (params.nickname !== undefined) price.nickname = params.nickname || null;
    if (params.metadata !== undefined) price.metadata = mergeMetadata(price.metadata, params.metadata);
    if (params.tax_behavior !== undefined) price.tax_behavior = params.tax_behavior;
    ctx.emit("price.updated", price, previous);
    return render(ctx.store, price, params.expand);
  });

  api.get("/prices", (ctx, { input }) => {
    const params = parseParams(priceListSchema, input);
    // Stripe lists only active prices unless asked for inactive ones.
    const active = params.active ?? true;
    const prices = ctx.store
      .all("price")
      .filter(
        (price) =>
          (active === undefined || price.active === active) &&
          (params.currency === undefined || price.currency === params.currency.toLowerCase()) &&
          (params.product === undefined || price.product === params.product) &&
          (params.type === undefined || price.type === params.type) &&
          (params.lookup_keys === undefined || (price.lookup_key !== null && params.lookup_keys.includes(price.lookup_key))) &&
          (params.recurring?.interval === undefined || price.recurring?.interval === params.recurring.interval),
      );
    return render(ctx.store, page(prices, params, "/v1/prices"), params.expand);
  });
}
