import { MAIL_AUTH_DNS_FIXTURE } from "../lib/config";

export interface SenderAuthentication {
  /** DMARC passed, or (for a domain without a DMARC policy) an aligned DKIM signature or SPF pass. */
  authenticated: boolean;
  /** For the email's record: "dmarc=pass dkim=pass(uky.edu) spf=pass". */
  summary: string;
  /** The From addresses mailauth read and DMARC evaluated (lowercase): one, or the message proves nobody. */
  checkedFrom: string[];
}

type Resolver = (name: string, type: string) => Promise<string[] | string[][]>;

/**
 * DNS for mailauth: the system's in production; on the local stack a fixture (MAIL_AUTH_DNS_FIXTURE,
 * JSON of name pattern → record type → answers, `*` standing for any domain), so forwards sent
 * through the local SMTP ingress and test messages signed with a local key go through the same checks.
 */
function resolver(): Resolver | undefined {
  const fixture = MAIL_AUTH_DNS_FIXTURE.value();
  if (!fixture) return undefined;
  const records = Object.entries(JSON.parse(fixture) as Record<string, Record<string, string[] | string[][]>>)
    // Most specific first: "local._domainkey.*" before "*".
    .sort(([a], [b]) => b.length - a.length)
    .map(([pattern, answers]) => ({ matches: patternMatcher(pattern), answers }));
  return async (name, type) => {
    const answers = records.find((entry) => entry.matches(name.toLowerCase()) && entry.answers[type])?.answers[type];
    if (answers) return answers;
    throw Object.assign(new Error(`No ${type} record for ${name}`), { code: "ENOTFOUND" });
  };
}

function patternMatcher(pattern: string): (name: string) => boolean {
  if (!pattern.includes("*")) return (name) => name === pattern;
  const [prefix] = pattern.split("*");
  return (name) => name.startsWith(prefix!) && name.length > prefix!.length && !name.slice(prefix!.length).startsWith(".");
}

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();
/** Relaxed alignment: the same domain, or one inside the other (mail.uky.edu and uky.edu). */
const aligned = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

/**
 * Checks that the message really comes from its From address (the forwarding hop): DKIM, SPF
 * and DMARC with mailauth, from the IP the provider saw and the SMTP envelope sender.
 */
export async function authenticateSender(raw: Buffer, context: { ip: string | null; envelopeFrom: string | null; from: string | null }): Promise<SenderAuthentication> {
  // Loaded on first use: it is the largest module the functions load, and most functions never check mail.
  const { authenticate } = await import("mailauth");
  const result = await authenticate(raw, {
    ip: context.ip ?? undefined,
    sender: context.envelopeFrom ?? undefined,
    mta: "inbound.inboxscout.app",
    resolver: resolver(),
    disableArc: true,
    disableBimi: true,
  });
  const fromDomain = context.from ? domainOf(context.from) : null;
  const dkimPasses = (result.dkim.results ?? []).filter((row) => row.status.result === "pass").map((row) => row.signingDomain as string);
  const spfPass = result.spf && result.spf.status.result === "pass" ? (result.spf.domain as string) : null;
  const dmarcResult = result.dmarc ? result.dmarc.status.result : "none";
  const alignedPass = fromDomain !== null && (dkimPasses.some((domain) => aligned(domain, fromDomain)) || (spfPass !== null && aligned(spfPass, fromDomain)));
  const authenticated = dmarcResult === "pass" || (dmarcResult === "none" && alignedPass);
  const summary = [
    `dmarc=${dmarcResult}`,
    `dkim=${dkimPasses.length ? `pass(${dkimPasses.join(",")})` : "none"}`,
    `spf=${result.spf ? result.spf.status.result : "none"}`,
  ].join(" ");
  const checkedFrom = (result.dkim.headerFrom ?? []).map((address) => address.toLowerCase());
  return { authenticated, summary, checkedFrom };
}
