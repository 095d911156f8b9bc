import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { OnboardingStep } from "@/features/onboarding/components/OnboardingStep";
import { SignupForm } from "@/features/onboarding/components/signup/SignupForm";

export const Route = createFileRoute("/signup")({
  head: () =>
    pageHead({
      title: "Signup",
      description: `Finish your ${BRAND.name} sign-up with a few details about you and your recruiting inbox.`,
    }),
  component: SignupRoute,
});

function SignupRoute() {
  return (
    <OnboardingStep
      step="signup"
      title={`${BRAND.name} Signup`}
      intro="Tell us about yourself, your recruiting inbox and your sport so your athlete summaries fit how you recruit."
    >
      <SignupForm />
    </OnboardingStep>
  );
}
