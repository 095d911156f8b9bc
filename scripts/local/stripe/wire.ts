import type Stripe from "stripe";

/**
 * A Stripe object as it travels as JSON. The SDK's types describe objects after the SDK has turned
 * decimal strings into `Stripe.Decimal`, so the double types what it sends with this mapping: every
 * object the double returns is checked against the shape of the SDK's pinned API version.
 */
export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { -readonly [Key in keyof T]: Wire<T[Key]> }
      : T;

export type Customer = Wire<Stripe.Customer>;
export type Product = Wire<Stripe.Product>;
export type Price = Wire<Stripe.Price>;
export type Plan = Wire<Stripe.Plan>;
export type Coupon = Wire<Stripe.Coupon>;
export type PromotionCode = Wire<Stripe.PromotionCode>;
export type Discount = Wire<Stripe.Discount>;
export type Subscription = Wire<Stripe.Subscription>;
export type SubscriptionItem = Wire<Stripe.SubscriptionItem>;
export type Invoice = Wire<Stripe.Invoice>;
export type InvoiceLineItem = Wire<Stripe.InvoiceLineItem>;
export type PaymentMethod = Wire<Stripe.PaymentMethod>;
export type SetupIntent = Wire<Stripe.SetupIntent>;
export type CheckoutSession = Wire<Stripe.Checkout.Session>;
export type CheckoutLineItem = Wire<Stripe.LineItem>;
export type PortalSession = Wire<Stripe.BillingPortal.Session>;
export type CustomerBalanceTransaction = Wire<Stripe.CustomerBalanceTransaction>;
/** An event (`evt_…`): its `data.object` is a snapshot of the object when the event happened. */
export type StripeEvent = Omit<Wire<Stripe.EventBase>, "data"> & {
  data: { object: object; previous_attributes?: Record<string, unknown> };
};

/** Every kind of object the double stores, by its `object` value. */
export interface StoredObjects {
  customer: Customer;
  product: Product;
  price: Price;
  coupon: Coupon;
  promotion_code: PromotionCode;
  discount: Discount;
  subscription: Subscription;
  subscription_item: SubscriptionItem;
  invoice: Invoice;
  line_item: InvoiceLineItem;
  payment_method: PaymentMethod;
  setup_intent: SetupIntent;
  "checkout.session": CheckoutSession;
  "billing_portal.session": PortalSession;
  customer_balance_transaction: CustomerBalanceTransaction;
  event: StripeEvent;
}
export type ObjectType = keyof StoredObjects;
export type AnyStored = StoredObjects[ObjectType];

/** A Stripe list object (`object: "list"`). */
export interface ListObject<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}
