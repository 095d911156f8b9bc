import type { LinkProps } from "@tanstack/react-router";

export interface NavLink {
  to: NonNullable<LinkProps["to"]>;
  label: string;
}

/** Every site link, defined once; header, drawer and footer pick from here. */
const LINKS = {
  home: { to: "/", label: "Home" },
  howItWorks: { to: "/how-it-works", label: "How It Works" },
  pricing: { to: "/pricing", label: "Pricing" },
  faq: { to: "/faq", label: "FAQ" },
  contact: { to: "/contact", label: "Contact" },
  coachLogin: { to: "/login", label: "Coach Login" },
  dashboard: { to: "/dashboard", label: "Dashboard" },
  supportConsole: { to: "/support", label: "Support Console" },
  joinBeta: { to: "/initial-screening", label: "Join Beta" },
  joinWaitlist: { to: "/waitlist", label: "Join Waitlist" },
  terms: { to: "/legal", label: "Terms" },
  privacy: { to: "/privacy", label: "Privacy Policy" },
  subprocessors: { to: "/subprocessors", label: "Subprocessors" },
} as const satisfies Record<string, NavLink>;

/** The header's main links (spec §2). */
export const PRIMARY_NAV_LINKS: readonly NavLink[] = [
  LINKS.home,
  LINKS.howItWorks,
  LINKS.pricing,
  LINKS.faq,
  LINKS.contact,
];

export const COACH_LOGIN_LINK: NavLink = LINKS.coachLogin;

/** What a signed-in coach sees instead of 'Coach Login'. */
export const DASHBOARD_LINK: NavLink = LINKS.dashboard;

/** What a signed-in support person sees instead of 'Coach Login'. */
export const SUPPORT_CONSOLE_LINK: NavLink = LINKS.supportConsole;

/** Where the trial button goes; the header calls it 'Start Trial', the mobile drawer 'Start Beta'. */
export const TRIAL_PATH = LINKS.joinBeta.to;

/** The footer's links, in groups (spec §2). */
export const FOOTER_LINK_GROUPS: readonly { heading: string; links: readonly NavLink[] }[] = [
  { heading: "Product", links: [LINKS.home, LINKS.howItWorks, LINKS.pricing, LINKS.faq] },
  { heading: "Get started", links: [LINKS.coachLogin, LINKS.joinBeta, LINKS.joinWaitlist, LINKS.contact] },
  { heading: "Legal", links: [LINKS.terms, LINKS.privacy, LINKS.subprocessors] },
];
