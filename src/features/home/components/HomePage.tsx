import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { buttonStyles } from "@/components/ui/styles";
import { useSiteSettings } from "@/lib/siteSettings";
import { HomeHero } from "./HomeHero";
import { TrialCallToAction } from "./TrialCallToAction";
import { WaitlistCallToAction } from "./WaitlistCallToAction";

interface HomePageProps {
  /** The waitlist's join panel, handed in by the route (a feature never imports another). */
  waitlistPanel: ReactNode;
}

export function HomePage({ waitlistPanel }: HomePageProps) {
  // Trial mode until the runtime settings say the beta is full (spec §4, 'Landing call-to-action'):
  // the trial block, video area included, is laid out from the first paint, so nothing moves when
  // the settings confirm it.
  const { betaFull } = useSiteSettings().settings;
  return (
    <>
      <HomeHero />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
        {betaFull ? <WaitlistCallToAction /> : <TrialCallToAction />}
        <div className="flex justify-center">
          <Link to="/coach-connect" className={`w-full sm:w-auto ${buttonStyles("secondary", "lg")}`}>
            Coach Connect Bonus (Refer a Coach)
          </Link>
        </div>
        {waitlistPanel}
      </div>
    </>
  );
}
