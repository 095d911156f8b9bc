import { lazy } from "react";
import { BRAND } from "@machines/brand";
import { CONTACT_REPLY_PROMISE } from "@machines/contact/replyPromise";
import { InertUntilLoaded } from "@/components/ui/InertUntilLoaded";
import { textLink } from "@/components/ui/styles";

// The form and its validation library load after the page itself, so /contact paints first.
const ContactForm = lazy(() => import("./ContactForm").then((module) => ({ default: module.ContactForm })));

/** The body of /contact: the form, and email support beside it. */
export function ContactPage() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="contact-form-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="contact-form-title" className="text-xl font-semibold text-brand-text">
          Send us a message
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <InertUntilLoaded fallback={<p className="min-h-[27rem] text-sm text-slate-600">Loading the form…</p>}>
          <ContactForm />
        </InertUntilLoaded>
      </section>
      <aside aria-labelledby="contact-email-title" className="h-fit rounded-xl bg-brand-light p-6 sm:p-8">
        <h2 id="contact-email-title" className="text-xl font-semibold text-brand-text">
          Email support
        </h2>
        <p className="mt-3 text-slate-700">Prefer email? Write to us at</p>
        <p className="mt-1 break-words">
          <a href={`mailto:${BRAND.supportEmail}`} className={textLink}>
            {BRAND.supportEmail}
          </a>
        </p>
        <p className="mt-3 font-medium text-brand-text">{CONTACT_REPLY_PROMISE}</p>
        <p className="mt-3 text-sm text-slate-700">
          Coaches: write from the address you signed up with, so we can find your account.
        </p>
      </aside>
    </div>
  );
}
