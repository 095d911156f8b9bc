import { useState, type FormEvent } from "react";
import { COUPON_MESSAGES } from "@machines/billing/contracts";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { call, CallableError } from "@/lib/callables";

/** The coupon box: the code is checked against Stripe's promotion codes and applied to the coach's subscription. */
export function CouponBox({ onApplied }: { onApplied: () => void }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast({ title: COUPON_MESSAGES.errorTitle, description: COUPON_MESSAGES.blank, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const applied = await call("applyCoupon", { code: code.trim() });
      toast({ title: COUPON_MESSAGES.applied, description: `${applied.code}: ${applied.description}` });
      setCode("");
      onApplied();
    } catch (error) {
      const message = error instanceof CallableError ? (error.fieldErrors.code ?? error.message) : COUPON_MESSAGES.unknown;
      toast({ title: COUPON_MESSAGES.errorTitle, description: message, variant: "destructive" });
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate>
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Coupon code
        <input value={code} onChange={(event) => setCode(event.target.value)} maxLength={64} className={`rounded-lg border border-slate-300 px-3 py-2 ${focusRing}`} />
      </label>
      <button type="submit" disabled={busy} className={buttonStyles("secondary")}>
        {busy ? "Applying..." : "Apply Coupon"}
      </button>
    </form>
  );
}
