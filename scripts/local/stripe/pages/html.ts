/** Markup that is already escaped (built with `html`), as opposed to text that must be. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function piece(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(piece).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

/** A template tag that escapes every interpolated value (names, emails, codes come from outside) unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((result, text, index) => result + text + (index < values.length ? piece(values[index]) : ""), ""));
}

const STYLE = `
  body { font-family: system-ui, sans-serif; color: #1e293b; background: #f6f8fa; margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; border-radius: 10px; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .banner { background: #fff4d6; border: 1px solid #e8c66a; border-radius: 6px; padding: .5rem .75rem; font-size: .85rem; margin-bottom: 1rem; }
  .error { background: #fde8e8; border: 1px solid #e39b9b; border-radius: 6px; padding: .5rem .75rem; margin: 1rem 0; }
  .muted { color: #64748b; font-size: .9rem; }
  table { width: 100%; border-collapse: collapse; margin: .75rem 0; }
  td, th { text-align: left; padding: .35rem .25rem; border-bottom: 1px solid #e2e8f0; font-size: .92rem; }
  td.amount, th.amount { text-align: right; }
  button { font: inherit; padding: .55rem .9rem; margin: .25rem .25rem .25rem 0; border-radius: 6px; border: 1px solid #1E4D8C; background: #1E4D8C; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1E4D8C; }
  button.danger { background: #fff; color: #b42318; border-color: #b42318; }
  input { font: inherit; padding: .45rem; border: 1px solid #cbd5e1; border-radius: 6px; width: 14rem; }
  form.inline { display: inline; }
  h1 { font-size: 1.3rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; }
`;

/** A whole hosted page of the double. */
export function document(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>${new SafeHtml(STYLE)}</style>
  </head>
  <body>
    <main>
      <p class="banner" role="note">Stripe test double: nothing here reaches Stripe and no card is charged.</p>
      ${body}
    </main>
  </body>
</html>`.value;
}
