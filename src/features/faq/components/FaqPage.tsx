import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { CONTACT_REPLY_PROMISE } from "@machines/contact/replyPromise";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { FAQ_ITEMS } from "../faqItems";
import { FaqAccordion } from "./FaqAccordion";

/** The body of /faq: the questions, and a way to ask another. */
export function FaqPage() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FaqAccordion items={FAQ_ITEMS} />
      <aside aria-labelledby="faq-more-title" className="h-fit rounded-xl bg-brand-light p-6 sm:p-8">
        <h2 id="faq-more-title" className="text-xl font-semibold text-brand-text">
          Still have a question?
        </h2>
        <p className="mt-3 text-slate-700">
          Send us a message or email{" "}
          <a href={`mailto:${BRAND.supportEmail}`} className={`${textLink} break-words`}>
            {BRAND.supportEmail}
          </a>
          . {CONTACT_REPLY_PROMISE}
        </p>
        <Link to="/contact" className={`${buttonStyles("primary")} mt-5`}>
          Contact us
        </Link>
      </aside>
    </div>
  );
}
