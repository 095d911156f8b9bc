/**
 * The five legal documents, as data: the single source of truth for the onboarding signing step, the /legal
 * tabs, /privacy and /subprocessors, and (through `legalDocumentText`) the version hash the server records
 * with a signature. Plain data and pure functions only: this file is bundled into the browser and into Cloud
 * Functions, so it must not use React, the DOM or Node-only APIs.
 */
import { BRAND } from "../brand";
import { CONTACT_REPLY_PROMISE } from "../contact/replyPromise";
import { PRODUCT_FACTS, RETENTION_DAYS, TRIAL_LENGTH_TEXT } from "../productFacts";
import { COACH_DISCLOSURE_SAMPLE } from "./disclosure";
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "./documentIds";
import { LEGAL_EFFECTIVE_DATE, LEGAL_VERSION } from "./version";

// ---------------------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------------------

/** Pages of the web app a legal text may link to (each is a real route; the renderer uses the router's Link). */
export const LEGAL_INTERNAL_PATHS = ["/legal", "/privacy", "/subprocessors", "/contact"] as const;
export type LegalInternalPath = (typeof LEGAL_INTERNAL_PATHS)[number];

/** A link inside a legal text: an app page or an email address. */
export interface LegalLink {
  readonly text: string;
  readonly href: LegalInternalPath | `mailto:${string}`;
}

/** One run of a paragraph or list item: plain text or a link. */
export type LegalInline = string | LegalLink;

/** A paragraph or list item: plain text, or text and link segments in reading order (joined without separators). */
export type LegalText = string | readonly LegalInline[];

/** A bulleted (or numbered) list. */
export interface LegalList {
  readonly items: readonly LegalText[];
  readonly ordered?: boolean;
}

/** What a section is made of, in order: paragraphs and lists. */
export type LegalBlock = LegalText | LegalList;

export interface LegalSection {
  /** Unique within its document; the rendered anchor is `${documentId}-${id}`. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly id: LegalDocumentId;
  readonly title: string;
  /** Changes whenever the text changes; recorded with each signature. */
  readonly version: string;
  /** ISO date (YYYY-MM-DD). */
  readonly effectiveDate: string;
  /** One or two plain sentences: what the document is for. */
  readonly summary: string;
  readonly sections: readonly LegalSection[];
}

export interface Subprocessor {
  readonly name: string;
  readonly purpose: string;
  /** Where it processes the data (its region). */
  readonly location: string;
  /**
   * The hosts the Cloud Functions connect to for it (a name or any of its subdomains), and the functions'
   * npm packages that make those connections: tests/unit/subprocessors.test.ts fails when the functions
   * reach a host or use a networking package that no entry names.
   */
  readonly hosts: readonly string[];
  readonly packages: readonly string[];
  /** ISO dates (YYYY-MM-DD): from when and until when it is used; absent for always. A change is emailed to every coach ahead of it (machines/legal/subprocessorChanges.ts). */
  readonly since?: string;
  readonly until?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Constants and pure helpers
// ---------------------------------------------------------------------------------------------------------

export { LEGAL_EFFECTIVE_DATE, LEGAL_VERSION };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2025-04-12" → "April 12, 2025". Pure string work: no time zone can shift the day. */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

export function isLegalList(block: LegalBlock): block is LegalList {
  return typeof block === "object" && !Array.isArray(block);
}

export function isLegalLink(inline: LegalInline): inline is LegalLink {
  return typeof inline === "object";
}

export function isInternalLegalPath(href: string): href is LegalInternalPath {
  return (LEGAL_INTERNAL_PATHS as readonly string[]).includes(href);
}

/** The anchor id a section is rendered with (unique across all five documents on one page). */
export function legalSectionAnchor(documentId: string, sectionId: string): string {
  return `${documentId}-${sectionId}`;
}

/** The heading as displayed and in the canonical text: "3. Free trial and subscription". */
export function numberedHeading(section: LegalSection, index: number): string {
  return `${index + 1}. ${section.heading}`;
}

/** Segments of a text, whichever form it was written in. */
export function legalInlines(text: LegalText): readonly LegalInline[] {
  return typeof text === "string" ? [text] : text;
}

function inlineText(inline: LegalInline): string {
  if (!isLegalLink(inline)) return inline;
  if (inline.href === `mailto:${inline.text}`) return inline.text;
  return `${inline.text} (${inline.href})`;
}

function plainText(text: LegalText): string {
  return legalInlines(text).map(inlineText).join("");
}

/**
 * Canonical plain text of a document: the exact words a coach signs, used to hash the version on the server.
 * Deterministic across runtimes: "\n" line endings, NFC, links written as "text (href)" (an email link whose
 * text is its address is written once).
 */
export function legalDocumentText(doc: LegalDocument): string {
  const lines: string[] = [
    doc.title,
    `Version: ${doc.version}`,
    `Effective date: ${formatLegalDate(doc.effectiveDate)}`,
    "",
    doc.summary,
  ];
  doc.sections.forEach((section, index) => {
    lines.push("", numberedHeading(section, index));
    for (const block of section.blocks) {
      if (isLegalList(block)) {
        block.items.forEach((item, itemIndex) => {
          lines.push(`${block.ordered ? `${itemIndex + 1}.` : "-"} ${plainText(item)}`);
        });
      } else {
        lines.push(plainText(block));
      }
    }
  });
  return `${lines.map((line) => line.trimEnd()).join("\n")}\n`.normalize("NFC");
}

// ---------------------------------------------------------------------------------------------------------
// Authoring helpers
// ---------------------------------------------------------------------------------------------------------

const N = BRAND.name;
const EFFECTIVE = formatLegalDate(LEGAL_EFFECTIVE_DATE);

function mail(address: string): LegalLink {
  return { text: address, href: `mailto:${address}` };
}

function list(...items: LegalText[]): LegalList {
  return { items };
}

const SUPPORT = mail(BRAND.supportEmail);
/** The retention promises, in days, from the numbers the retention jobs enforce. */
const AFTER_TERMINATION = `${RETENTION_DAYS.afterTermination} days`;
const MINOR_LIMIT = `${RETENTION_DAYS.minorAthleteData} days`;
const SECURITY = mail(BRAND.securityEmail);
const SUBPROCESSORS_LINK: LegalLink = { text: "Subprocessors page", href: "/subprocessors" };
const PRIVACY_LINK: LegalLink = { text: "Privacy Policy", href: "/privacy" };

/** What we extract from each forwarded email (spec §1), in the wording every document uses. */
const EXTRACTED_FIELDS =
  "athlete name, sport, position, height, graduation year, club team, high school, city and state, GPA, contact details (email address and phone number, including a parent's, guardian's or club coach's when the email contains them), links to highlight or game video, and the tournaments and events the email mentions";

/** How an email is read, in the wording every document uses (the engine runs on our servers: no outside service reads it). */
const HOW_EMAILS_ARE_READ = `Our own software reads each email on our servers and extracts the ${EXTRACTED_FIELDS}. ${PRODUCT_FACTS.attachments}`;

// ---------------------------------------------------------------------------------------------------------
// Subprocessors
// ---------------------------------------------------------------------------------------------------------

/** Every third party that processes Customer Data for us (spec §2 /subprocessors). Keep in step with the code. */
export const SUBPROCESSORS: readonly Subprocessor[] = [
  {
    name: "Google Cloud and Firebase (Google LLC)",
    purpose:
      "Runs the service: database (Cloud Firestore), coach sign-in (Firebase Authentication), website hosting and the Cloud Functions that process forwarded emails.",
    location: "United States",
    // Firestore, Auth, Cloud Tasks and the metadata server; mailauth's DNS lookups go through Cloud's resolver.
    hosts: ["googleapis.com", "metadata.google.internal", "cloudfunctions.net"],
    packages: ["firebase-admin", "firebase-functions", "mailauth"],
  },
  {
    name: "Twilio SendGrid (Twilio Inc.)",
    purpose:
      "Inbound email. Receives the recruiting emails coaches forward to their personal forwarding address and passes them to our servers (SendGrid Inbound Parse).",
    location: "United States",
    // It posts to us (receiveEmail); the functions never call it.
    hosts: [],
    packages: [],
  },
  {
    name: "Postmark (ActiveCampaign)",
    purpose:
      "Outgoing email over SMTP. Delivers athlete summaries, daily reports, and account, trial and billing notices.",
    location: "United States",
    hosts: ["postmarkapp.com"],
    packages: ["nodemailer"],
  },
  {
    name: "Google Workspace (Google LLC)",
    purpose: "Support and security mailboxes, and the internal documents we use to answer support requests.",
    location: "United States",
    hosts: [],
    packages: [],
  },
  {
    name: "Stripe (Stripe, Inc.)",
    purpose:
      "Payments. Processes subscriptions, invoices and card payments; card details go to Stripe directly and are never stored by us.",
    location: "United States",
    hosts: ["api.stripe.com"],
    packages: ["stripe"],
  },
];

/** The subprocessors in use on an ISO date (YYYY-MM-DD). */
export const subprocessorsOn = (list: readonly Subprocessor[], date: string) => list.filter((entry) => (entry.since ?? "") <= date && (entry.until === undefined || date < entry.until));

/** The documents list the subprocessors in use when they took effect (an upcoming change is noticed by email and on /subprocessors). */
const SUBPROCESSOR_ITEMS: LegalList = list(
  ...subprocessorsOn(SUBPROCESSORS, LEGAL_EFFECTIVE_DATE).map((subprocessor) => `${subprocessor.name} — ${subprocessor.purpose}`),
);

// ---------------------------------------------------------------------------------------------------------
// Master Services Agreement
// ---------------------------------------------------------------------------------------------------------

const MSA: LegalDocument = {
  id: "msa",
  title: "Master Services Agreement",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary: `The main contract between you and ${N}: what the service does, how the trial and billing work, our service levels, how each side may end the agreement, and what happens to your data afterwards.`,
  sections: [
    {
      id: "parties",
      heading: "Parties and scope",
      blocks: [
        `This Master Services Agreement (the "Agreement") is between ${N} ("${N}", "we", "us") and the coach, or the athletic department or institution on whose behalf the coach signs ("Customer", "you"). It takes effect when you sign it during onboarding and is effective as of ${EFFECTIVE} for this version.`,
        `The Terms of Service, the Privacy Policy, the Data Processing Agreement and the Disclaimer and Consent form part of this Agreement. If they conflict, the Data Processing Agreement controls on the handling of personal data, then this Agreement, then the Terms of Service, then the other documents.`,
      ],
    },
    {
      id: "definitions",
      heading: "Definitions",
      blocks: [
        list(
          `"Service" means ${N}: the forwarding address, email processing, athlete records, the coach portal, summary emails, daily reports and any related support we provide.`,
          `"Customer Data" means the emails you or your authorized staff forward to or import into the Service and everything we extract or create from them for you.`,
          `"Athlete Data" means the part of Customer Data that identifies a prospective student-athlete, a parent or guardian, or another person who writes to you about an athlete.`,
          `"Forwarding Address" means the personal ${N} email address we give you for forwarding recruiting emails.`,
          `"Subscription Term" means the free trial and any paid period that follows it, until the Agreement ends.`,
          `"Beta" means the current early-access release of the Service, offered to coaches of women's volleyball and softball at .edu institutions.`,
        ),
      ],
    },
    {
      id: "service",
      heading: "The Service",
      blocks: [
        `${PRODUCT_FACTS.forwarding} ${PRODUCT_FACTS.forwardAsAttachment} ${PRODUCT_FACTS.import}`,
        `${HOW_EMAILS_ARE_READ} We filter out emails that are not about recruiting, merge duplicate records of the same athlete for your school, and send the results to you by email. ${PRODUCT_FACTS.delivery}`,
        `${PRODUCT_FACTS.review} ${PRODUCT_FACTS.corrections}`,
        ["The Service is in Beta, and its features may change. Our support team at ", SUPPORT, " helps with anything the coach portal does not do."],
      ],
    },
    {
      id: "accounts",
      heading: "Eligibility and accounts",
      blocks: [
        `You must sign up with an email address at a .edu institution and be a coach or member of recruiting staff there. The Service matches forwarded emails to your account by sender, so forward only from the address you signed up with or from a sender address you added and its owner confirmed. You are responsible for anyone who forwards emails or uses the Service on your behalf, and for keeping your Forwarding Address private.`,
      ],
    },
    {
      id: "trial",
      heading: "Free trial and subscription",
      blocks: [
        list(
          `New customers may start a free trial of ${TRIAL_LENGTH_TEXT}. No payment card is needed to start it. It is available only to sign-ups with a .edu email address, and once per email address.`,
          "The trial converts automatically to the paid plan you chose at sign-up unless you cancel before the trial ends.",
          "Billing starts on the next calendar day after the trial ends. If you have not added a payment card by then, the Service pauses: the emails you forward are kept, and read once you add a card.",
          `After the trial, your subscription renews for each billing period (monthly or annual, as you chose) until you cancel. ${PRODUCT_FACTS.cancellation}`,
        ),
        "Promotional pricing and referral rewards, such as Coach Connect credits or locked Beta pricing, apply as described in the offer you accepted.",
      ],
    },
    {
      id: "fees",
      heading: "Fees, invoices and payment",
      blocks: [
        `Fees are the prices of your plan shown at sign-up or on your invoice. ${PRODUCT_FACTS.billing} We never see or store your full card number.`,
        "Invoices are due within 30 days of the invoice date. Overdue amounts accrue interest at 1.5% per month, or the highest rate the law allows if that is lower, from the due date until paid. We may suspend the Service after giving you written notice of an overdue amount that remains unpaid.",
        "Fees exclude taxes. You are responsible for any sales, use or similar taxes on your purchase, except taxes on our income. If your institution is tax-exempt, send us its exemption certificate and we will apply it to future invoices.",
        "We will tell you by email before a price change applies to your next billing period, so you can cancel first if you wish.",
      ],
    },
    {
      id: "service-levels",
      heading: "Service levels",
      blocks: [
        "We target 99.5% monthly uptime for the Service, measured over each calendar month. Scheduled maintenance that we announce in advance and events outside our reasonable control (see General terms) do not count as downtime.",
        "Processing time depends on email volume and on our providers. The uptime figure is a target, not a guarantee, and during the Beta missing it does not entitle you to service credits. If we miss it, you may tell us and we will explain what happened and what we are changing.",
      ],
    },
    {
      id: "customer-responsibilities",
      heading: "Your responsibilities",
      blocks: [
        list(
          `Disclosure to athletes: you must tell the people who email you that their emails may be processed by ${N}, either with a line in your email signature or a link to a privacy notice that says so. For example: "${COACH_DISCLOSURE_SAMPLE}"`,
          "Forward only emails you are entitled to share with us, and only for recruiting.",
          "Do not forward education records of students enrolled at your institution, or medical, health or other sensitive information beyond what an athlete chose to include in a recruiting email.",
          "Follow the recruiting rules of the NCAA or other governing bodies, your conference and your institution. The Service does not track contact periods or other recruiting rules for you.",
          "Check extracted information before relying on it; see the Disclaimer and Consent.",
        ),
      ],
    },
    {
      id: "data-protection",
      heading: "Data protection",
      blocks: [
        [
          `For Athlete Data you are the data controller: you decide which emails to forward and what to do with the results. ${N} is your processor and handles Customer Data only to provide the Service and as the Data Processing Agreement describes. We store Customer Data in Google Firebase in the United States, protect it with the measures in the Data Processing Agreement, and use only the subprocessors listed on our `,
          SUBPROCESSORS_LINK,
          ".",
        ],
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      blocks: [
        "Each party will keep the other's non-public business information confidential, use it only for this Agreement, and share it only with people who need it for that purpose and are bound to keep it confidential. This does not cover information that is public through no fault of the receiving party, was already known to it, or is required to be disclosed by law (in which case the disclosing party will be told first where the law allows). We understand that a public institution may be subject to open-records laws and will not treat a disclosure those laws require as a breach.",
      ],
    },
    {
      id: "ownership",
      heading: "Ownership and use of data",
      blocks: [
        `You own Customer Data. You give ${N} permission to process it only to provide, secure and support the Service for you. We own the Service, its software and its design. If you send us suggestions, we may use them without obligation to you.`,
        `We do not sell Customer Data and do not use it to train AI models. We may use aggregated counts that identify no person or institution (for example, how many emails the Service processed in a day) to run and improve the Service.`,
      ],
    },
    {
      id: "term-termination",
      heading: "Term and termination",
      blocks: [
        `This Agreement lasts for the Subscription Term, and you may cancel at any time. ${PRODUCT_FACTS.cancellation} Deleting your account (see below) ends it at once.`,
        "Either party may terminate this Agreement for cause on 30 days' written notice if the other party materially breaches it and does not cure the breach within those 30 days. We may suspend the Service immediately, without terminating, if your account is being used in a way that threatens the security of the Service or other customers; we will tell you why and restore access once the issue is resolved.",
      ],
    },
    {
      id: "after-termination",
      heading: "Data export and deletion after termination",
      blocks: [
        list(
          `Export: ${PRODUCT_FACTS.export} You can do so at any time during the Subscription Term and within ${AFTER_TERMINATION} of termination.`,
          `Retention: we keep Customer Data for up to ${AFTER_TERMINATION} after termination so you can export it or reactivate, then delete it from the Service and instruct our subprocessors to delete it. ${PRODUCT_FACTS.rawEmails}`,
          ["Deletion: ", PRODUCT_FACTS.deletion, " On request to ", SUPPORT, " we delete it for you and instruct our subprocessors to delete it."],
          "Stripe keeps the invoices of your subscription as our billing records, as tax law requires; they do not contain the content of forwarded emails.",
        ),
      ],
    },
    {
      id: "warranties",
      heading: "Warranties and disclaimers",
      blocks: [
        'We will provide the Service with reasonable skill and care and will not materially reduce its core function (turning forwarded recruiting emails into athlete summaries) during your current billing period. Extraction is automatic and can be wrong or incomplete. Apart from the promises in this Agreement, the Service is provided "as is", and we disclaim implied warranties such as merchantability and fitness for a particular purpose to the extent the law allows. The Disclaimer and Consent explains these limits in more detail.',
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "Each party's total liability arising out of or relating to this Agreement is limited to the fees you paid to us in the 12 months before the event that gave rise to the claim.",
        "Neither party is liable for lost profits, lost revenue, or indirect, incidental, special or consequential damages, even if it was told they were possible. These limits do not apply to your obligation to pay fees, or to liability that the law does not allow to be limited.",
      ],
    },
    {
      id: "indemnity",
      heading: "Claims by third parties",
      blocks: [
        `We will defend you against a third-party claim that the Service infringes that party's intellectual property rights, and pay the resulting damages awarded or settlement we agree to. You will, to the extent the law that governs your institution allows, be responsible for third-party claims arising from emails you forward without the right to do so or from your failure to make the disclosure to athletes described above. Nothing in this Agreement waives any immunity a public institution has under law.`,
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        "This Agreement is governed by the laws of the Commonwealth of Kentucky, without regard to its conflict-of-laws rules. The state and federal courts located in Kentucky have exclusive jurisdiction over disputes about it, except where the law that governs a public institution requires otherwise. Before going to court, each party will first try in good faith to resolve the dispute by email between the people responsible for the account.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this Agreement",
      blocks: [
        "If we change this Agreement, we will publish the new version with a new effective date and tell you by email before it takes effect. If you do not accept a change, you may cancel before it takes effect. Changes never apply retroactively.",
      ],
    },
    {
      id: "general",
      heading: "General terms",
      blocks: [
        "Notices under this Agreement are given by email: to the address you signed up with, and to us at the support address below. Neither party may assign this Agreement without the other's consent, except to a successor to its business that takes on its obligations. Neither party is responsible for delays caused by events outside its reasonable control, such as outages of internet or cloud providers, natural disasters or acts of government. If a provision is unenforceable, the rest stays in effect. Failing to enforce a provision is not a waiver. This Agreement, with the documents it incorporates, is the whole agreement between the parties about the Service.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [["Questions about this Agreement: ", SUPPORT, ". Security matters: ", SECURITY, "."]],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Terms of Service
// ---------------------------------------------------------------------------------------------------------

const TOS: LegalDocument = {
  id: "tos",
  title: "Terms of Service",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary: `The everyday rules for using the ${N} website and service: who can use it, how the trial works, what you may and may not forward, and how to reach us.`,
  sections: [
    {
      id: "acceptance",
      heading: "Accepting these terms",
      blocks: [
        `These Terms of Service apply to everyone who visits the ${N} website or uses the Service. By signing during onboarding or by using the Service, you accept them. Paid and trial use is also governed by the Master Services Agreement; if the two conflict, the Master Services Agreement controls.`,
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use the Service",
      blocks: [
        "The Service is for college coaches and recruiting staff who are at least 18 and sign up with a .edu email address. The Beta is open to coaches of women's volleyball and softball; other sports may join the waitlist. The Service is not meant for athletes, parents or anyone under 18 to use directly.",
      ],
    },
    {
      id: "how-it-works",
      heading: "How the Service works",
      blocks: [
        list(
          `${PRODUCT_FACTS.forwarding} Forwarding from Gmail, Outlook or any other mail app works. ${PRODUCT_FACTS.forwardAsAttachment}`,
          PRODUCT_FACTS.import,
          `${HOW_EMAILS_ARE_READ} We filter out non-recruiting email and merge duplicates of the same athlete for your school.`,
          `You receive summary emails and daily reports at your sign-up address. ${PRODUCT_FACTS.delivery}`,
          `${PRODUCT_FACTS.review} ${PRODUCT_FACTS.corrections}`,
        ),
      ],
    },
    {
      id: "trial-billing",
      heading: "Free trial, billing and cancellation",
      blocks: [
        `${PRODUCT_FACTS.trial} It is open only to .edu sign-ups and converts automatically to your chosen paid plan unless you cancel before the trial ends; billing starts the next calendar day after the trial ends. Invoices, late interest and the rest of the payment terms are in the Master Services Agreement.`,
        `${PRODUCT_FACTS.billing} ${PRODUCT_FACTS.cancellation}`,
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        "When using the Service you agree not to:",
        list(
          "forward emails you do not have the right to share, or knowingly forward emails that have nothing to do with recruiting;",
          "use the Service or its results to harass, spam or unlawfully contact athletes or their families, or to break recruiting rules;",
          "knowingly forward information about a child under 13;",
          "try to access another customer's data, probe or overload the Service, or get around its security or usage limits;",
          "copy, resell or reverse-engineer the Service, or use it to build a competing product;",
          "send malware or content that is unlawful.",
        ),
      ],
    },
    {
      id: "disclosure",
      heading: "Telling athletes about the Service",
      blocks: [
        `You must include a disclosure that emails sent to you may be processed by ${N}, as a line in your email signature or as a link to a privacy notice. The Master Services Agreement gives a sample line you can use.`,
      ],
    },
    {
      id: "accuracy",
      heading: "Accuracy of results",
      blocks: [
        "Results are read automatically from what athletes write, and may be wrong, incomplete or out of date. Check important details, such as graduation year, GPA and contact information, against the original email before you rely on them.",
      ],
    },
    {
      id: "support-edits",
      heading: "Support and corrections",
      blocks: [PRODUCT_FACTS.corrections, ["For anything else, email ", SUPPORT, `. ${CONTACT_REPLY_PROMISE}`]],
    },
    {
      id: "content",
      heading: "Your content",
      blocks: [
        [
          `You keep ownership of the emails you forward and of your athlete records. You allow ${N} to process them only to provide the Service to you, as described in the `,
          PRIVACY_LINK,
          " and the Data Processing Agreement.",
        ],
        `${PRODUCT_FACTS.export} ${PRODUCT_FACTS.deletion}`,
      ],
    },
    {
      id: "third-parties",
      heading: "Third-party services and links",
      blocks: [
        "Emails often contain links to video platforms, club sites and social media. We pass these links on but do not control or endorse what they lead to. Your use of your own email provider and of Stripe for payment is also subject to their terms.",
      ],
    },
    {
      id: "suspension",
      heading: "Suspension",
      blocks: [
        "We may suspend access that breaks these terms or threatens the Service or other customers. Unless the risk is urgent, we will contact you first and give you a chance to fix the problem.",
      ],
    },
    {
      id: "liability",
      heading: "Disclaimers and liability",
      blocks: [
        "The website and the Service are provided as described in the Master Services Agreement and the Disclaimer and Consent. Our total liability is limited to the fees you paid us in the 12 months before the claim arose, as set out in the Master Services Agreement.",
      ],
    },
    {
      id: "changes",
      heading: "Changes",
      blocks: [
        "We may update the Service and these terms. When we change these terms we will post the new version with its effective date and, for changes that affect customers, tell you by email before they take effect.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        "These terms are governed by the laws of the Commonwealth of Kentucky, as described in the Master Services Agreement.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [["Support: ", SUPPORT, ". Security reports: ", SECURITY, "."]],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Privacy Policy
// ---------------------------------------------------------------------------------------------------------

const PRIVACY: LegalDocument = {
  id: "privacy",
  title: "Privacy Policy",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary: `How ${N} collects, uses, shares and protects information about coaches who use the service and about the athletes whose recruiting emails coaches forward to us.`,
  sections: [
    {
      id: "scope",
      heading: "Who this policy covers",
      blocks: [
        `This policy explains how ${N} ("we", "us") handles personal information about three groups: visitors to our website; coaches and recruiting staff who sign up (our customers); and athletes, parents and others whose recruiting emails a coach forwards to us.`,
        "For information in forwarded emails, the coach (and their institution) decides what is sent to us and how the results are used. We process that information on the coach's behalf under our Data Processing Agreement. For coaches' own account information, we decide how it is used, as described here.",
      ],
    },
    {
      id: "collect",
      heading: "Information we collect",
      blocks: [
        "From coaches, when you sign up or contact us:",
        list(
          "your name, .edu email address, institution, job title and sport;",
          "your answers to onboarding questions (for example, how many recruiting emails you receive and how you heard about us) and any suggestions you share;",
          "referral codes and, if you refer colleagues, the names, emails, roles and sports you give us for them, which we use only to send the invitation;",
          "your electronic signature, the date you signed, the version of the legal documents you signed, and the IP address and browser you signed from;",
          "billing information, which Stripe collects directly (we receive only limited details such as the card brand and last four digits);",
          "messages you send to support.",
        ),
        "From emails you forward or import:",
        list(
          "the email itself, including the sender's address, subject, text, links and attachments;",
          `the details we extract from it: ${EXTRACTED_FIELDS}.`,
        ),
        "Automatically, when you use the website: your device type (mobile or desktop); a session identifier, kept with your onboarding answers in your browser's local storage until onboarding is complete; and server logs with IP addresses and timestamps. We do not use advertising cookies or cross-site tracking.",
      ],
    },
    {
      id: "use",
      heading: "How we use information",
      blocks: [
        list(
          "to provide the Service: extract athlete details, filter non-recruiting email, merge duplicates, send you summaries and daily reports, and show your athletes, emails and reports in the coach portal;",
          "to run your account, trial, billing and referral rewards;",
          "to answer support requests;",
          "to keep the Service secure, prevent abuse and fix problems;",
          "to send service and account messages (and, if you joined the waitlist, updates about your place and new features, which you can opt out of at any time);",
          "to meet legal obligations.",
        ),
        "We do not sell personal information, share it for targeted advertising, or use forwarded emails to train AI models.",
      ],
    },
    {
      id: "ai",
      heading: "How emails are read",
      blocks: [
        `${HOW_EMAILS_ARE_READ} No email is sent to an AI provider or any other outside service to be read, and none is used to train AI models. The software does not make decisions about athletes: it organizes information, and coaches decide what to do with it.`,
      ],
    },
    {
      id: "sharing",
      heading: "Who we share information with",
      blocks: [
        "We share personal information only with the service providers (subprocessors) below, each bound by contract to use it only to provide their service to us:",
        SUBPROCESSOR_ITEMS,
        ["The current list is always on our ", SUBPROCESSORS_LINK, "."],
        "We may also disclose information when the law requires it, to protect the rights and safety of people or the Service, or to a successor if our business is sold or merged (in which case this policy continues to apply to your information).",
      ],
    },
    {
      id: "minors",
      heading: "Athletes who are minors, and children under 13",
      blocks: [
        `Recruiting emails often come from high-school athletes under 18. We never collect information directly from athletes: it reaches us only through coaches. The website and the Service are not directed at children, and we do not knowingly collect personal information directly from children under the age of 13. If we learn that we hold information about a child under 13, we delete it.`,
        `We delete or anonymize a minor athlete's data within ${MINOR_LIMIT} after the earliest of: a deletion request from the athlete, a parent or guardian, or the coach; or the record no longer being needed for recruiting (for example, once the athlete's graduation year has passed or the coach tells us they are no longer recruiting the athlete). Anonymizing means removing the name, contact details, video links and anything else that identifies the athlete. When a coach deletes their account, the athletes in it are deleted at once. ${PRODUCT_FACTS.minorsAfterTermination}`,
      ],
    },
    {
      id: "ferpa",
      heading: "FERPA and student records",
      blocks: [
        "The Family Educational Rights and Privacy Act (FERPA) protects education records that schools and colleges keep about their students. Prospective athletes who have not enrolled at a coach's institution are generally not its students, so the recruiting emails they send are usually not education records of that institution under FERPA. That is why the Service is designed for prospective athletes and not for records of enrolled students, which coaches should not forward to us.",
        "Some institutions choose to treat recruiting information under FERPA-style policies, and state student-privacy laws may also apply. If an institution tells us that information it sends us is covered by FERPA, we use it only to provide the Service under the institution's direction and do not disclose it further except as our Data Processing Agreement allows. This section explains how FERPA relates to the Service; it is not legal advice, and coaches should check with their institution's compliance office.",
      ],
    },
    {
      id: "coach-disclosure",
      heading: "How athletes are told",
      blocks: [
        `Coaches who use ${N} agree to tell the people who email them that their emails may be processed by ${N}, through a line in their email signature or a link to a privacy notice. Athletes and parents can ask a coach, or us, how their information is used.`,
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        "Information is encrypted in transit and at rest on Google Cloud. Web browsers cannot read or write our database directly: every request goes through our server functions, which check who is asking. Access by our staff is limited to what they need to support you. No system is perfectly secure; if a breach affects your information, we will tell you as our Data Processing Agreement and the law require.",
        ["Report a security concern to ", SECURITY, "."],
      ],
    },
    {
      id: "retention",
      heading: "Retention",
      blocks: [
        list(
          `Coach account and athlete records: kept while the account is active, except athlete records left untouched (next item). After an account ends, we keep them for up to ${AFTER_TERMINATION} (the coach can download them during that time), then delete them. Deleting the account deletes them at once.`,
          `Athlete records left untouched: ${PRODUCT_FACTS.untouchedAthletes}`,
          `Forwarded emails: ${PRODUCT_FACTS.rawEmails}`,
          `Minor athlete data: deleted or anonymized within ${MINOR_LIMIT} as described above.`,
          "Waitlist and referral details: kept until you ask us to remove them or until we no longer need them for the waitlist or invitation.",
          "Billing records: Stripe keeps the invoices of a subscription as tax law requires, also after the account is deleted. Signatures are deleted with the account.",
          "Server logs: kept for a limited period for security and troubleshooting.",
          `After you delete your account: ${PRODUCT_FACTS.keptAfterDeletion}`,
        ),
      ],
    },
    {
      id: "rights",
      heading: "Your choices and rights",
      blocks: [
        `In the coach portal you see, correct, export and delete your information. ${PRODUCT_FACTS.corrections} ${PRODUCT_FACTS.export} ${PRODUCT_FACTS.deletion}`,
        ["You can also ask us to do any of this by emailing ", SUPPORT, "."],
        `Athletes, parents and guardians can ask the coach who received their email, or us, to correct or delete their information. When we receive such a request directly, we tell the coach and act on it as the coach's processor; requests concerning a minor are handled within the ${RETENTION_DAYS.minorAthleteData}-day limit above. We may need to verify a request before acting on it, and we will not treat you differently for making one. Depending on where you live, state privacy laws may give you further rights, which we honor.`,
      ],
    },
    {
      id: "location",
      heading: "Where information is stored",
      blocks: ["We store and process information in the United States, using the providers listed above."],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "When we change this policy we will post the new version with its effective date and, if the change matters to customers, tell them by email before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [["Privacy questions and requests: ", SUPPORT, ". Security: ", SECURITY, "."]],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Data Processing Agreement
// ---------------------------------------------------------------------------------------------------------

const DPA: LegalDocument = {
  id: "dpa",
  title: "Data Processing Agreement",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary: `How ${N} processes the personal data in the emails you forward on your behalf: the roles of each party, our security measures, our subprocessors, breach notification, and the return and deletion of data.`,
  sections: [
    {
      id: "scope",
      heading: "Scope",
      blocks: [
        `This Data Processing Agreement ("DPA") is part of the Master Services Agreement between you ("Customer") and ${N}. It applies whenever ${N} processes personal data contained in Customer Data, and it controls over the other documents on that subject.`,
      ],
    },
    {
      id: "roles",
      heading: "Roles of the parties",
      blocks: [
        `Customer is the controller of Athlete Data (and the "business" under US state privacy laws that use that term). ${N} is Customer's processor (or "service provider") and processes Athlete Data only on Customer's documented instructions. Those instructions are the Agreement and Customer's use of the Service, such as forwarding or importing an email, correcting, merging or splitting an athlete record in the coach portal, or deleting the account. If we believe an instruction breaks the law, we will tell Customer.`,
      ],
    },
    {
      id: "details",
      heading: "Details of the processing",
      blocks: [
        list(
          "Subject matter and purpose: providing the Service, that is turning forwarded recruiting emails into athlete records, summary emails and a daily report.",
          "Nature of processing: receiving forwarded and imported emails, reading them and their PDF and Word attachments with our own software on our servers, storing, de-duplicating and filtering records, sending summaries and reports, showing them in the coach portal, applying Customer's corrections, merges and splits, exporting and deleting.",
          "Data subjects: prospective student-athletes (often minors), their parents or guardians, club and high-school coaches who write about them, and Customer's staff.",
          `Categories of personal data: ${EXTRACTED_FIELDS}, plus the email content and metadata (sender, subject, date).`,
          "Sensitive data: none is required. Customer should not forward health or other sensitive information beyond what an athlete chose to include.",
          `Duration: the Subscription Term plus the deletion period under Return and deletion of data. ${PRODUCT_FACTS.untouchedAthletes}`,
        ),
      ],
    },
    {
      id: "obligations",
      heading: "Our obligations",
      blocks: [
        list(
          "Process Athlete Data only to provide the Service, never for our own purposes, for advertising, or to train AI models, and never sell it.",
          "Ensure that everyone with access to Athlete Data is bound by confidentiality.",
          "Help Customer respond to requests from athletes, parents or guardians to access, correct or delete their data, and forward any such request we receive directly.",
          "Give Customer the information it reasonably needs for privacy assessments and to show compliance with this DPA.",
        ),
      ],
    },
    {
      id: "security",
      heading: "Security measures",
      blocks: [
        list(
          "Encryption in transit (TLS) and at rest (Google Cloud).",
          "No direct database access from browsers: every read and write goes through authenticated server functions with input validation and rate limits.",
          "Staff access limited to people who need it to run and support the Service, with individual accounts and multi-factor authentication.",
          "Separation of each customer's records, so one customer's data is never shown to another.",
          "Monitoring and logging of the Service, and regular review of these measures.",
        ),
      ],
    },
    {
      id: "subprocessors",
      heading: "Subprocessors",
      blocks: [
        [
          "Customer authorizes the subprocessors listed on our ",
          SUBPROCESSORS_LINK,
          ". At the effective date of this DPA they are:",
        ],
        SUBPROCESSOR_ITEMS,
        "We bind each subprocessor to data-protection terms at least as protective as this DPA and remain responsible for its performance.",
        `Before adding or replacing a subprocessor, we will notify Customer by email and update the Subprocessors page. Customer then has a 10-day objection period: it may object on reasonable data-protection grounds within 10 days of the notice. We will try to resolve the objection; if we cannot, Customer may terminate the affected part of the Service and receive a refund of prepaid fees for the remaining period.`,
      ],
    },
    {
      id: "breach",
      heading: "Personal data breaches",
      blocks: [
        [
          "We will notify Customer without undue delay, and in any case within 72 hours after confirming a breach affecting Athlete Data. The notice will say what happened, what data is affected, what we are doing about it and whom to contact. Security contact: ",
          SECURITY,
          ".",
        ],
      ],
    },
    {
      id: "minors",
      heading: "Minors and children",
      blocks: [
        `Because many athletes are minors, we delete or anonymize a minor athlete's data within ${MINOR_LIMIT} after a deletion request from the athlete, a parent or guardian, or Customer, or after the record is no longer needed for recruiting. ${PRODUCT_FACTS.minorsAfterTermination} We do not collect information directly from children under 13 and delete any information we learn relates to a child under 13.`,
      ],
    },
    {
      id: "ferpa",
      heading: "FERPA",
      blocks: [
        "The Service is designed for prospective athletes who are not enrolled at Customer's institution, whose recruiting emails are generally not education records under FERPA. Customer will not forward education records of enrolled students. If Customer tells us that data it sends is subject to FERPA, we will use it only for the Service under Customer's direct control and will not re-disclose it except to the subprocessors above for that purpose.",
      ],
    },
    {
      id: "return-deletion",
      heading: "Return and deletion of data",
      blocks: [
        `${PRODUCT_FACTS.export} Customer can do so during the Subscription Term and within ${AFTER_TERMINATION} of termination. We keep Customer Data for up to ${AFTER_TERMINATION} after termination, then delete it and instruct our subprocessors to delete it, unless the law requires us to keep a particular record. ${PRODUCT_FACTS.rawEmails} ${PRODUCT_FACTS.deletion}`,
        "On request, we will also export or delete Customer Data for Customer, instruct our subprocessors to delete it unless the law requires us to keep a particular record, and confirm the deletion in writing.",
      ],
    },
    {
      id: "audits",
      heading: "Audits and information",
      blocks: [
        "Once a year, or after a breach, we will answer Customer's reasonable written security questionnaire and provide available summaries of our subprocessors' security certifications.",
      ],
    },
    {
      id: "location",
      heading: "Location of processing",
      blocks: ["We and our subprocessors store and process Customer Data in the United States."],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        "Each party's liability under this DPA is subject to the limits in the Master Services Agreement, including the cap of the fees paid in the 12 months before the claim.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [["Data protection questions: ", SUPPORT, ". Security and breach reports: ", SECURITY, "."]],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Disclaimer and Consent
// ---------------------------------------------------------------------------------------------------------

const DISCLAIMER: LegalDocument = {
  id: "disclaimer",
  title: "Disclaimer and Consent",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary: `The limits of what ${N} can promise, and the consents you give when you sign: to automatic processing of the emails you forward or import, to service emails, to the trial terms and to signing electronically.`,
  sections: [
    {
      id: "ai-results",
      heading: "Automatic reading can be wrong",
      blocks: [
        `${N} reads recruiting emails automatically, with software. It can misread, miss or mix up details, especially when an email is unclear, lists several athletes, or links to information we cannot see. Summaries help you sort your inbox; they do not replace your judgment. Check important details against the original email before relying on them.`,
      ],
    },
    {
      id: "no-outcomes",
      heading: "No recruiting outcomes promised",
      blocks: [
        `${N} is an email organizing tool, not a recruiting or scouting service. We do not evaluate athletes, recommend whom to recruit, or promise any recruiting result. Time savings we mention (such as 6 or more hours a week) are estimates reported by Beta coaches; your results depend on your email volume and how you work.`,
      ],
    },
    {
      id: "not-advice",
      heading: "Not legal or compliance advice",
      blocks: [
        "Nothing in the Service or on our website is legal advice. You remain responsible for following NCAA and conference recruiting rules, FERPA and other privacy laws, and your institution's policies. Where our documents describe how a law applies, they explain our approach; ask your compliance office about your situation.",
      ],
    },
    {
      id: "third-party",
      heading: "Third-party content",
      blocks: [
        "Emails and the video links inside them come from athletes, families and clubs. We do not verify or endorse that content, and we are not responsible for third-party websites.",
      ],
    },
    {
      id: "beta",
      heading: "Beta service",
      blocks: [
        "The Service is in Beta. Features may change, be limited or be interrupted. We target 99.5% monthly uptime, as the Master Services Agreement describes, but cannot promise uninterrupted service.",
      ],
    },
    {
      id: "consent-processing",
      heading: "Your consent to processing",
      blocks: [
        "By signing, you:",
        list(
          [
            `instruct and allow ${N} to process the emails you forward or import, including with the subprocessors listed on the `,
            SUBPROCESSORS_LINK,
            ", to provide the Service;",
          ],
          "confirm that you have the right to forward those emails and will not knowingly forward information about a child under 13 or education records of enrolled students;",
          `confirm that you include, or will include before forwarding, a disclosure that emails sent to you may be processed by ${N}, as a line in your email signature or a link to a privacy notice;`,
          "agree to receive service emails at your sign-up address: summaries, daily reports, and account, trial and billing notices.",
        ),
      ],
    },
    {
      id: "trial",
      heading: "Trial acknowledgement",
      blocks: [
        `You understand that the free trial lasts ${TRIAL_LENGTH_TEXT}, is for .edu sign-ups only and needs no card, that it converts automatically to the paid plan you chose unless you cancel before it ends, and that billing starts the next calendar day after the trial ends.`,
      ],
    },
    {
      id: "electronic-signature",
      heading: "Electronic signature",
      blocks: [
        [
          `You agree to sign these documents electronically. Entering your name and selecting "Sign & Continue" is your signature and has the same effect as signing on paper under the federal E-SIGN Act and Kentucky's Uniform Electronic Transactions Act. We record your name, the date you signed, the IP address and browser you signed from, and the version and effective date (${EFFECTIVE}) of the documents you signed. Every version stays readable, as signed, on our `,
          { text: "Legal page", href: "/legal" },
          ", and you can ask us for a copy at any time.",
        ],
      ],
    },
    {
      id: "withdraw",
      heading: "Withdrawing consent",
      blocks: [
        [
          "You can withdraw your consent to processing at any time by deleting your account in Settings, which deletes your data at once, or by cancelling your subscription, after which your data is handled as the Master Services Agreement describes. Questions: ",
          SUPPORT,
          ". Security concerns: ",
          SECURITY,
          ".",
        ],
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------------------

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  msa: MSA,
  tos: TOS,
  privacy: PRIVACY,
  dpa: DPA,
  disclaimer: DISCLAIMER,
};

/** The five documents in reading order (LEGAL_DOCUMENT_IDS): the order the signing step shows them. */
export function legalDocumentsInOrder(): LegalDocument[] {
  return LEGAL_DOCUMENT_IDS.map((id) => LEGAL_DOCUMENTS[id]);
}
