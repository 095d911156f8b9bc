import * as Accordion from "@radix-ui/react-accordion";
import { Link } from "@tanstack/react-router";
import { textLink } from "@/components/ui/styles";
import type { FaqItem, FaqLink, FaqParagraph } from "../faqItems";

/**
 * Spec §2 /faq: one item open at a time, collapsible, the first item open when the page loads.
 * Exported so tests check the behaviour the page is configured with.
 */
export function faqAccordionProps(items: readonly FaqItem[]) {
  return { type: "single", collapsible: true, defaultValue: items[0]?.id } as const;
}

/** The questions and answers of /faq, as a Radix accordion (keyboard support and ARIA come with it). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root {...faqAccordionProps(items)} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-brand-text hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-6 sm:text-lg">
                <span>{item.question}</span>
                <Chevron />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 text-slate-700 sm:px-6">
            {item.answer.map((paragraph, index) => (
              <p key={index} className="max-w-prose break-words">
                <Paragraph paragraph={paragraph} />
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function Paragraph({ paragraph }: { paragraph: FaqParagraph }) {
  if (typeof paragraph === "string") return paragraph;
  return paragraph.map((run, index) => (typeof run === "string" ? run : <AnswerLink key={index} link={run} />));
}

const isMailto = (href: FaqLink["href"]): href is `mailto:${string}` => href.startsWith("mailto:");

function AnswerLink({ link: { href, text } }: { link: FaqLink }) {
  if (isMailto(href)) {
    return (
      <a href={href} className={textLink}>
        {text}
      </a>
    );
  }
  return (
    <Link to={href} className={textLink}>
      {text}
    </Link>
  );
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 text-brand transition-transform duration-200 group-data-[state=open]:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 7.5 5 5 5-5" />
    </svg>
  );
}
