/**
 * Where the Stripe SDK sends requests. Unset means Stripe itself; `STRIPE_API_BASE=http://127.0.0.1:12111`
 * points the official SDK at the local test double (its `host` / `port` / `protocol` options).
 */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

export function stripeConnection(apiBase: string | undefined): StripeConnection {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`STRIPE_API_BASE must be an http(s) URL, not "${apiBase}"`);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}
