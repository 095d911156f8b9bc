import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { CallableError, call } from "@/lib/callables";
import { downloadFrom, saveFile } from "@/lib/saveFile";
import { signOutAfterDeletion } from "@/lib/session";
import { failureMessage } from "@machines/callableErrors";
import { SettingsSection } from "./SettingsSection";

/** "Download all my data" (a zip: README, athletes as CSV, emails as .eml, every record as JSON), the athletes alone as CSV, and "Delete my account", confirmed by typing the address. */
export function DataSection({ email }: { email: string }) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState<"json" | "csv" | null>(null);
  const [confirmEmail, setConfirmEmail] = useState("");
  const [deleteError, setDeleteError] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  const download = async (kind: "json" | "csv") => {
    setExporting(kind);
    try {
      if (kind === "json") {
        const { downloadPath } = await call("exportMyData", {});
        downloadFrom(downloadPath);
      } else {
        // Every athlete, as the athletes list exports them (UTF-8 with BOM for Excel, formulas neutralised).
        const { csv, filename } = await call("exportAthletesCsv", { filters: {}, sort: { by: "name", direction: "asc" } });
        saveFile(csv, filename, "text/csv;charset=utf-8");
      }
    } catch (error) {
      toast({ title: "Error", description: failureMessage(error), variant: "destructive" });
    } finally {
      setExporting(null);
    }
  };

  const deleteAccount = async (event: FormEvent) => {
    event.preventDefault();
    setDeleteError(undefined);
    if (confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
      setDeleteError(ACCOUNT_MESSAGES.confirmationMismatch);
      return;
    }
    setDeleting(true);
    try {
      await call("deleteMyAccount", { confirmEmail });
      // Leave the portal first (its layout would send a signed-out coach to /login), then sign this
      // browser out; the deletion's toast comes last, so it is the one that stays.
      await navigate({ to: "/", replace: true });
      await signOutAfterDeletion();
      toast({ title: "Account deleted", description: ACCOUNT_MESSAGES.accountDeleted });
    } catch (error) {
      setDeleteError(error instanceof CallableError ? (error.fieldErrors.confirmEmail ?? error.message) : failureMessage(error));
      setDeleting(false);
    }
  };

  return (
    <SettingsSection id="data-heading" title="Your data">
      <div className="space-y-2">
        <p className="text-slate-700">Everything we hold about you and your athletes, as one zip file (your athletes as a spreadsheet, your emails as .eml files and every record as JSON, with a README), or only your athletes as a spreadsheet (CSV).</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles("secondary")} disabled={exporting !== null} onClick={() => void download("json")}>
            {exporting === "json" ? "Preparing…" : "Download all my data"}
          </button>
          <button type="button" className={buttonStyles("secondary")} disabled={exporting !== null} onClick={() => void download("csv")}>
            {exporting === "csv" ? "Preparing…" : "Download my athletes (CSV)"}
          </button>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void deleteAccount(event)} className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4" aria-label="Delete my account">
        <h3 className="font-semibold text-red-900">Delete my account</h3>
        <p className="text-sm text-red-900">
          This deletes your account, your athletes, every email you forwarded, your reports and your sign-in, at once and for good. Download your data first if you want to keep it.
        </p>
        <FormField label={`Type ${email} to confirm`} required error={deleteError}>
          <input type="email" autoComplete="off" value={confirmEmail} onChange={(event) => setConfirmEmail(event.target.value)} />
        </FormField>
        <button type="submit" className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700" disabled={deleting}>
          {deleting ? "Deleting…" : "Delete my account"}
        </button>
      </form>
    </SettingsSection>
  );
}
