import type { FormEvent } from "react";
import type { BillingEvent } from "@machines/billing/billingMachine";
import { buttonStyles, focusRing } from "@/components/ui/styles";

/** The coupon box: the billing machine checks the code against Stripe's promotion codes and applies it to the subscription. */
export function CouponBox({ code, busy, send }: { code: string; busy: boolean; send: (event: BillingEvent) => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "APPLY_COUPON" });
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Coupon code
        <input value={code} onChange={(event) => send({ type: "TYPE_COUPON", code: event.target.value })} maxLength={64} className={`rounded-lg border border-slate-300 px-3 py-2 ${focusRing}`} />
      </label>
      <button type="submit" disabled={busy} className={buttonStyles("secondary")}>
        {busy ? "Applying..." : "Apply Coupon"}
      </button>
    </form>
  );
}
