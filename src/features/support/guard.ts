import { isSupport } from "@machines/auth/session";
import { requireSessionWith } from "@/components/auth/requireSession";

/** The support console's guard (its route's beforeLoad): signed in, with the support role. */
export const requireSupportSession = (href: string) => requireSessionWith(href, isSupport);
