import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { OnboardingStep } from "@/features/onboarding/components/OnboardingStep";
import { ReviewAndPay } from "@/features/onboarding/components/review/ReviewAndPay";

export const Route = createFileRoute("/review-and-pay")({
  head: () =>
    pageHead({
      title: "Review & Start Your Trial",
      description: `Review your details and plan, then start your ${BRAND.name} free trial.`,
    }),
  component: ReviewAndPayRoute,
});

function ReviewAndPayRoute() {
  return (
    <OnboardingStep
      step="review"
      title="Review & Start Your Trial"
      intro="Check your details and plan, then start your 7-day free trial. No credit card needed."
    >
      <ReviewAndPay />
    </OnboardingStep>
  );
}
