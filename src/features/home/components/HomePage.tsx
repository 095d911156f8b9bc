import { Link } from "@tanstack/react-router";
import { WaitlistPanel } from "@/features/waitlist/components/WaitlistPanel";
import { buttonStyles } from "@/components/ui/styles";
import { HomeHero } from "./HomeHero";
import { TrialCallToAction } from "./TrialCallToAction";

export function HomePage() {
  return (
    <>
      <HomeHero />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
        <TrialCallToAction />
        <div className="flex justify-center">
          <Link to="/coach-connect" className={`w-full sm:w-auto ${buttonStyles("secondary", "lg")}`}>
            Coach Connect Bonus (Refer a Coach)
          </Link>
        </div>
        <WaitlistPanel />
      </div>
    </>
  );
}
