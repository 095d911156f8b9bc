import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { CallableError, call } from "@/lib/callables";
import { signInAgainWithNewPassword } from "@/lib/session";
import { failureMessage } from "@machines/callableErrors";

/**
 * Sets the coach's password (setPassword: only soon after a sign-in), then signs this browser in with
 * it, since the change ends the account's older sessions. Used by Settings and after a welcome or reset link.
 */
export function PasswordForm({ email, hasPassword, onDone }: { email: string; hasPassword: boolean; onDone?: () => void }) {
  const [password, setPasswordValue] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setErrors({ repeat: ACCOUNT_MESSAGES.passwordsDiffer });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await call("setPassword", { password });
      await signInAgainWithNewPassword(email, password);
      setPasswordValue("");
      setRepeat("");
      toast({ title: ACCOUNT_MESSAGES.passwordSet, description: `Sign in with ${email} and your password from now on.` });
      onDone?.();
    } catch (error) {
      setErrors(error instanceof CallableError && error.fieldErrors.password ? { password: error.fieldErrors.password } : { form: failureMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-md space-y-4" aria-label={hasPassword ? "Change password" : "Set a password"}>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormField label={hasPassword ? "New password" : "Password"} required error={errors.password} hint="At least 8 characters.">
        <input type="password" autoComplete="new-password" value={password} onChange={(event) => setPasswordValue(event.target.value)} />
      </FormField>
      <FormField label="Repeat the password" required error={errors.repeat}>
        <input type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <button type="submit" className={buttonStyles("primary")} disabled={saving}>
        {saving ? "Saving…" : hasPassword ? "Change password" : "Set password"}
      </button>
    </form>
  );
}
