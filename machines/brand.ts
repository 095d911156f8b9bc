/** The one place the product's name, voice and colours are defined; web app and emails both read it. */
export const BRAND = {
  name: "InboxScout",
  tagline: "Less Inbox. More Coaching.",
  domain: "inboxscout.app",
  /** Coaches forward recruiting emails to their own address at this domain. */
  forwardingDomain: "scout.inboxscout.app",
  colors: { primary: "#1E4D8C", text: "#1e293b" },
  supportEmail: "support@inboxscout.app",
  securityEmail: "security@inboxscout.app",
  footerBlurb:
    "InboxScout helps college coaches save time on recruiting emails so they can focus on coaching.",
} as const;
