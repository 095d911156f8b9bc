import { BRAND } from "@machines/brand";
import { CONTACT_REPLY_PROMISE } from "@machines/contact/replyPromise";
import { COACH_DISCLOSURE_SAMPLE } from "@machines/legal/disclosure";
import { PRODUCT_FACTS } from "@machines/productFacts";

const N = BRAND.name;

/** The topics spec §2 (/faq) asks the page to cover; every one has at least one question. */
export const FAQ_TOPICS = [
  "what-it-is",
  "how-it-works",
  "audience",
  "time-saved",
  "athlete-database",
  "non-recruiting-emails",
  "colleagues-forwarding",
  "duplicates",
  "gmail-outlook",
  "eml-attachments",
  "data-security",
  "disclosure",
  "editing-records",
  "sports",
  "dashboard",
  "daily-report",
  "csv-export",
  "plan-changes-refunds",
  "support",
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Pages of the site an answer may link to. */
export type FaqInternalPath = "/contact" | "/privacy" | "/subprocessors" | "/waitlist" | "/coach-connect" | "/initial-screening";

/** A link inside an answer: an app page or an email address. */
export interface FaqLink {
  readonly text: string;
  readonly href: FaqInternalPath | `mailto:${string}`;
}

/** A paragraph: plain text, or text and link runs in reading order (joined without separators). */
export type FaqParagraph = string | readonly (string | FaqLink)[];

export interface FaqItem {
  /** Stable id: the accordion value and the anchor of the question. */
  readonly id: string;
  readonly topics: readonly FaqTopic[];
  readonly question: string;
  readonly answer: readonly FaqParagraph[];
}

const SUPPORT: FaqLink = { text: BRAND.supportEmail, href: `mailto:${BRAND.supportEmail}` };

/** The questions of /faq, in the order shown; the first one is open when the page loads. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: "what-is-it",
    topics: ["what-it-is"],
    question: `What is ${N}?`,
    answer: [
      `${N} is a recruiting-email tool for college coaches. You forward the recruiting emails high-school athletes send you, and ${N} pulls out each athlete's details and sends clean summaries back to your inbox. ${BRAND.tagline}`,
    ],
  },
  {
    id: "how-does-it-work",
    topics: ["how-it-works"],
    question: `How does ${N} work?`,
    answer: [
      `When you start your trial you get a personal ${N} forwarding address. ${N} reads each email you forward to it, extracts the athlete's details and emails you a clean summary; the coach portal keeps every athlete and every email you sent.`,
      PRODUCT_FACTS.delivery,
    ],
  },
  {
    id: "what-details",
    topics: ["how-it-works"],
    question: "What athlete details does it pull out?",
    answer: [
      "Whatever the athlete included of: name, position, height, grad year, club team, high school, state, GPA, contact details (including a parent's or guardian's, when the email has them) and links to highlight or game video. Reading is automatic, so give anything important a quick check against the original email.",
      PRODUCT_FACTS.attachments,
    ],
  },
  {
    id: "who-is-it-for",
    topics: ["audience"],
    question: `Who is ${N} for?`,
    answer: [
      `College coaches and recruiting staff at verified .edu institutions. You sign up with your .edu email address. The beta is open to women's volleyball and softball programs.`,
    ],
  },
  {
    id: "time-saved",
    topics: ["time-saved"],
    question: "How much time will it save me?",
    answer: [
      "Coaches save 6+ hours per week that used to go into reading, sorting and copying recruiting emails. Beta coaches average 5–10 hours per week, depending on how many athlete emails they receive.",
    ],
  },
  {
    id: "athlete-database",
    topics: ["athlete-database", "csv-export"],
    question: "Does it work with our university athlete database?",
    answer: [
      "Yes. Every athlete comes out in the same consistent fields (name, position, height, grad year, club, school, state, GPA, contact details and video links), and your records can be exported as a CSV file, so they can be imported into your university's athlete database instead of retyped.",
      PRODUCT_FACTS.sendToUa,
    ],
  },
  {
    id: "non-recruiting-emails",
    topics: ["non-recruiting-emails"],
    question: "What happens to emails that aren't about recruiting?",
    answer: [
      `${N} filters them out. If you forward something that isn't a recruiting email from an athlete, such as a newsletter or an internal message, it is left out of your summaries and your daily report.`,
      PRODUCT_FACTS.review,
    ],
  },
  {
    id: "colleagues-forwarding",
    topics: ["colleagues-forwarding"],
    question: "Can my colleagues forward emails to my address?",
    answer: [
      `Yes, from addresses you add and they confirm. ${PRODUCT_FACTS.forwarding}`,
      [
        "Each coach on your staff can also start their own trial with their .edu address. Invite them through ",
        { text: "Coach Connect", href: "/coach-connect" },
        ": you get 1 month free, and they lock in beta pricing if they join within 7 days.",
      ],
    ],
  },
  {
    id: "duplicates",
    topics: ["duplicates"],
    question: "What if the same athlete emails me more than once?",
    answer: [
      "Duplicates are merged per coach: when an athlete you already have emails again, their details update the same athlete record in your account instead of creating a second one.",
    ],
  },
  {
    id: "gmail-outlook",
    topics: ["gmail-outlook"],
    question: "How do I forward emails from Gmail or Outlook?",
    answer: [
      `Both work. In Gmail, open the email and choose Forward (under the three-dot menu, or at the bottom of the message). In Outlook, open or select the email and choose Forward. Send it to your ${N} address from the account you signed up with.`,
    ],
  },
  {
    id: "eml-attachments",
    topics: ["eml-attachments", "gmail-outlook"],
    question: "Can I forward emails as .EML attachments?",
    answer: [
      `Yes. ${PRODUCT_FACTS.forwardAsAttachment} ${PRODUCT_FACTS.outlookMessageFile}`,
      PRODUCT_FACTS.import,
    ],
  },
  {
    id: "data-security",
    topics: ["data-security"],
    question: "How is athlete data kept secure? Does FERPA apply?",
    answer: [
      "Data is encrypted in transit and at rest on Google Cloud. Browsers cannot read our database directly: every request goes through our server functions, which check who is asking, and staff access is limited to what support needs.",
      "FERPA protects education records of students enrolled at your institution. The high-school athletes you recruit are not yet enrolled, so their recruiting emails are generally not education records under FERPA; we still treat them with care. Minor athletes' data is deleted or anonymized within 90 days once it is no longer needed or deletion is requested. Please don't forward records of enrolled students.",
      ["Read more in our ", { text: "Privacy Policy", href: "/privacy" }, " and the list of ", { text: "subprocessors", href: "/subprocessors" }, "."],
    ],
  },
  {
    id: "disclosure",
    topics: ["disclosure"],
    question: `Do I need to tell athletes I use ${N}?`,
    answer: [
      `Yes. You must let the people who email you know that their emails may be processed by ${N}, either with a line in your email signature or with a link to a privacy notice that says so. For example:`,
      `"${COACH_DISCLOSURE_SAMPLE}"`,
    ],
  },
  {
    id: "editing-records",
    topics: ["editing-records"],
    question: "Can I edit or delete an athlete record?",
    answer: [
      PRODUCT_FACTS.corrections,
      ["To have a single athlete deleted, email ", SUPPORT, " from your sign-up address with the athlete's name. ", PRODUCT_FACTS.deletion],
    ],
  },
  {
    id: "sports",
    topics: ["sports", "audience"],
    question: "Which sports are supported?",
    answer: [
      [
        "The beta supports women's volleyball and softball. Basketball and football are coming next. Coach another sport? ",
        { text: "Join the waitlist", href: "/waitlist" },
        " and we'll let you know when it's ready.",
      ],
    ],
  },
  {
    id: "dashboard",
    topics: ["dashboard"],
    question: "Is there a dashboard?",
    answer: [
      "Yes: the coach portal. Sign in to search and filter your athletes and open each one's page, read your Inbox, see upcoming events, browse every report you were sent, import emails and change your settings.",
      PRODUCT_FACTS.review,
    ],
  },
  {
    id: "daily-report",
    topics: ["daily-report"],
    question: "What is the daily report?",
    answer: [
      "An email listing the athletes from the emails you forwarded, with their details, contact information and video links, so you can review the day's recruiting mail in one place. Every report is also kept on the portal's Reports page.",
      PRODUCT_FACTS.delivery,
    ],
  },
  {
    id: "csv-export",
    topics: ["csv-export"],
    question: "Can I export my athletes to a spreadsheet?",
    answer: [
      `Yes, as a CSV file that opens in Excel or Google Sheets. ${PRODUCT_FACTS.export}`,
    ],
  },
  {
    id: "plan-changes-refunds",
    topics: ["plan-changes-refunds"],
    question: "How do I change my plan, cancel or ask for a refund?",
    answer: [
      `${PRODUCT_FACTS.trial} It converts automatically to a paid plan unless you cancel before it ends; billing starts the next calendar day after the trial ends.`,
      `${PRODUCT_FACTS.billing} ${PRODUCT_FACTS.cancellation}`,
      ["For a question about a charge or a refund, email ", SUPPORT, " from your sign-up address."],
    ],
  },
  {
    id: "support",
    topics: ["support"],
    question: "How do I contact support?",
    answer: [["Email ", SUPPORT, " or use our ", { text: "contact form", href: "/contact" }, `. ${CONTACT_REPLY_PROMISE}`]],
  },
];

/** An answer as plain text, paragraphs separated by blank lines (for structured data and tests). */
export function faqAnswerText(item: FaqItem): string {
  return item.answer
    .map((paragraph) => (typeof paragraph === "string" ? paragraph : paragraph.map((run) => (typeof run === "string" ? run : run.text)).join("")))
    .join("\n\n");
}

/** schema.org FAQPage structured data for the questions. */
export function faqStructuredData(items: readonly FaqItem[] = FAQ_ITEMS) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: faqAnswerText(item) },
    })),
  };
}
