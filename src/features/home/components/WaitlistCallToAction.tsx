import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { buttonStyles } from "@/components/ui/styles";

/** The home call to action once the beta is full: the waitlist first, the beta sign-up second (spec §2, Home). */
export function WaitlistCallToAction() {
  return (
    <section aria-label="Join the waitlist or the beta" className="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-center">
      <Link to="/waitlist" className={`w-full sm:w-auto ${buttonStyles("primary", "lg")}`}>
        Reserve My Spot on the Waitlist
      </Link>
      <Link to="/initial-screening" className={`w-full sm:w-auto ${buttonStyles("secondary", "lg")}`}>
        Access {BRAND.name} Beta
      </Link>
    </section>
  );
}
