import { isCoach } from "@machines/auth/session";
import { requireSessionWith } from "@/components/auth/requireSession";

/** The portal's guard (`_portal` layout route's beforeLoad): signed in, with the coach role. */
export const requireCoachSession = (href: string) => requireSessionWith(href, isCoach);
