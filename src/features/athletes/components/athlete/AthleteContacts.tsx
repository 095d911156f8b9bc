import { CONTACT_ROLE_LABELS } from "@machines/inbox/athleteContacts";
import type { AthleteContact } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";
import { sourceName } from "../../sourceName";
import { ContactLinks } from "../ContactLinks";

/** Parents, guardians and coaches the emails gave: whom to reach besides the athlete. */
export function AthleteContacts({ contacts }: { contacts: readonly AthleteContact[] }) {
  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="text-xl font-semibold text-brand-text">
        Contacts
      </h2>
      {contacts.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {contacts.map((contact) => (
            <li key={`${contact.role}-${contact.email ?? ""}-${contact.phone ?? ""}`} className="grid gap-1 p-3 text-sm sm:grid-cols-[10rem_1fr]">
              <p className="font-medium text-slate-700">{CONTACT_ROLE_LABELS[contact.role]}</p>
              <div className="min-w-0">
                <p className="break-words font-medium text-brand-text">{contact.name ?? "Name not given"}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  <ContactLinks email={contact.email} phone={contact.phone} />
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {/* The email's own name says its date; only a contact without one needs the date on its own. */}
                  {contact.from ? `Given ${sourceName(contact.from, "in")}` : `Given in an email, ${formatDate(contact.updatedAt)}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">No parent or coach contact yet.</p>
      )}
    </section>
  );
}
