import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { AlertIcon } from "@/components/ui/icons";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { DetailList } from "@/components/status/DetailList";
import { StatusPage } from "@/components/status/StatusPage";

const COMMON_PAYMENT_ISSUES = [
  "Expired card",
  "Insufficient funds",
  "Card verification failed",
  "Browser timeout",
] as const;

/** /billing/cancel: where checkout returns when the coach backs out or the payment fails. */
export function PaymentCancelledPage() {
  useEffect(() => {
    toast({
      title: "Payment Cancelled",
      description: "Your payment was not completed.",
      variant: "destructive",
    });
  }, []);

  return (
    <StatusPage
      icon={<AlertIcon />}
      tone="danger"
      title="Payment Cancelled"
      message={<p>Your payment was not completed, so nothing has changed on your account.</p>}
      actions={
        <>
          <Link to="/billing" className={buttonStyles("primary")}>
            Try Again
          </Link>
          <Link to="/" className={buttonStyles("secondary")}>
            Return to Home
          </Link>
        </>
      }
    >
      <DetailList heading="Common issues" items={COMMON_PAYMENT_ISSUES} />
      <p className="mt-4 text-center text-sm text-slate-600">
        Still having trouble?{" "}
        <Link to="/contact" className={textLink}>
          Contact us
        </Link>
      </p>
    </StatusPage>
  );
}
