import { BRAND } from "@machines/brand";
import { COACH_DISCLOSURE_SAMPLE } from "@machines/legal/disclosure";

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
      `${N} is an AI-assisted recruiting-email tool for college coaches. You forward the recruiting emails high-school athletes send you, and ${N} pulls out each athlete's details and sends clean summaries back to your inbox. ${BRAND.tagline}`,
    ],
  },
  {
    id: "how-does-it-work",
    topics: ["how-it-works"],
    question: `How does ${N} work?`,
    answer: [
      `When you start your trial you get a personal ${N} forwarding address. Forward recruiting emails to it from the address you signed up with. ${N} reads each email, extracts the athlete's details and emails you a clean summary, and once a day it sends you a report of the athletes you forwarded.`,
    ],
  },
  {
    id: "what-details",
    topics: ["how-it-works"],
    question: "What athlete details does it pull out?",
    answer: [
      "Whatever the athlete included of: name, position, height, grad year, club team, high school, state, GPA, contact details (including a parent's or guardian's, when the email has them) and links to highlight or game video. Extraction is done by AI, so give anything important a quick check against the original email.",
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
    ],
  },
  {
    id: "non-recruiting-emails",
    topics: ["non-recruiting-emails"],
    question: "What happens to emails that aren't about recruiting?",
    answer: [
      `${N} filters them out. If you forward something that isn't a recruiting email from an athlete, such as a newsletter or an internal message, it is left out of your summaries and your daily report.`,
    ],
  },
  {
    id: "colleagues-forwarding",
    topics: ["colleagues-forwarding"],
    question: "Can my colleagues forward emails to my address?",
    answer: [
      `No. Forwarding is matched by sender: ${N} only processes emails forwarded from the address you signed up with, so emails a colleague forwards from their own address are not added to your account. Each coach on your staff can start their own trial with their .edu address.`,
      [
        "Invite them through ",
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
      `Not yet. Emails attached as .EML files (for example with "Forward as attachment") are not supported. Use the regular Forward button so the email arrives inline and ${N} can read it.`,
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
      ["During the beta, records are edited or deleted through support only: email ", SUPPORT, " from your sign-up address with the athlete's name and the change, and we'll make it."],
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
      "Not yet: a searchable dashboard and the coach portal are coming soon. For now everything comes to your inbox, as summary emails and a daily report.",
    ],
  },
  {
    id: "daily-report",
    topics: ["daily-report"],
    question: "What is the daily report?",
    answer: [
      "Once a day you get one email listing the athletes from the emails you forwarded, with their details, contact information and video links, so you can review the day's recruiting mail in one place.",
    ],
  },
  {
    id: "csv-export",
    topics: ["csv-export"],
    question: "Can I export my athletes to a spreadsheet?",
    answer: [
      [
        "Yes, as a CSV file that opens in Excel or Google Sheets. CSV download will be in the coach portal; until the portal opens, email ",
        SUPPORT,
        " from your sign-up address and we'll send you your export.",
      ],
    ],
  },
  {
    id: "plan-changes-refunds",
    topics: ["plan-changes-refunds"],
    question: "How do I change my plan, cancel or ask for a refund?",
    answer: [
      "Your 7-day trial needs no card and converts automatically to a paid plan unless you cancel before it ends; billing starts the next calendar day after the trial ends.",
      ["Plan changes, cancellations and refunds will be handled in the coach portal. Until it opens, email ", SUPPORT, " from your sign-up address and we'll take care of it."],
    ],
  },
  {
    id: "support",
    topics: ["support"],
    question: "How do I contact support?",
    answer: [["Email ", SUPPORT, " or use our ", { text: "contact form", href: "/contact" }, ". We reply within 1 business day."]],
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
