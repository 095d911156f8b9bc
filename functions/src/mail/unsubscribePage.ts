import { BRAND } from "@machines/brand";

/** The page's button posts this field as well as List-Unsubscribe=One-Click, to tell its clicks from email clients'. */
export const UNSUBSCRIBE_PAGE_FIELD = "source";

/** The states the unsubscribe page shows. */
export type UnsubscribePageState = "confirm" | "done" | "invalid";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const COPY: Record<UnsubscribePageState, { title: string; body: string }> = {
  confirm: {
    title: `Unsubscribe from ${BRAND.name} emails?`,
    body: `We'll stop sending waitlist news, sample reports and invitations to the address this email went to. Emails you need for an account you hold, such as sign-in links, still arrive.`,
  },
  done: {
    title: "You're unsubscribed",
    body: `We won't send ${BRAND.name} news, sample reports or invitations to this address again. Changed your mind, or still getting them? Write to ${BRAND.supportEmail}.`,
  },
  invalid: {
    title: "This unsubscribe link doesn't work",
    body: `It may have been cut short: open it again from the email, with the whole link. Or write to ${BRAND.supportEmail} and we'll take you off our list.`,
  },
};

/**
 * The small page at /unsubscribe (served by the `unsubscribe` function). The confirm state asks before
 * unsubscribing, since mail scanners open links (GET) by themselves; its button POSTs to the same URL,
 * exactly as an email client's one-click unsubscribe does.
 */
export function unsubscribePage(state: UnsubscribePageState): string {
  const { title, body } = COPY[state];
  const form =
    state === "confirm"
      ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><input type="hidden" name="${UNSUBSCRIBE_PAGE_FIELD}" value="page"><button type="submit">Unsubscribe</button></form>`
      : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(BRAND.name)}</title>
<style>
  body { margin: 0; background: #f1f5f9; color: ${BRAND.colors.text}; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; }
  main { max-width: 28rem; margin: 10vh auto 0; padding: 2rem 1.5rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem; }
  .brand { display: flex; align-items: center; gap: .5rem; color: ${BRAND.colors.primary}; font-weight: 700; font-size: 1.25rem; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 1.5rem 0 .75rem; }
  p { margin: 0; color: #334155; }
  button { margin-top: 1.5rem; padding: .75rem 1.5rem; border: 0; border-radius: .5rem; background: ${BRAND.colors.primary}; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
  button:focus-visible { outline: 2px solid ${BRAND.colors.primary}; outline-offset: 2px; }
</style></head>
<body><main>
<div class="brand"><img src="/favicon.svg" width="32" height="32" alt="">${escapeHtml(BRAND.name)}</div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${form}
</main></body></html>`;
}
