/** The portal's sidebar, in order (issue 11): every page a coach can open from it. */
export const PORTAL_NAV = [
  { to: "/dashboard/athletes", label: "Athletes" },
  { to: "/dashboard/inbox", label: "Inbox" },
  { to: "/dashboard/events", label: "Events" },
  { to: "/dashboard/reports", label: "Reports" },
  { to: "/dashboard/import", label: "Import" },
  { to: "/dashboard/settings", label: "Settings" },
  { to: "/billing", label: "Billing" },
] as const;
