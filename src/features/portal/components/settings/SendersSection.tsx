import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SENDER_MESSAGES, addSenderAddressRequestSchema, senderLabel, type AddSenderAddressRequest, type SettingsSender } from "@machines/portal/senders";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import { CallableError, call } from "@/lib/callables";
import { failureMessage } from "@machines/callableErrors";
import { SettingsSection } from "./SettingsSection";

type Notice = { kind: "status" | "alert"; message: string } | null;

/**
 * Extra sender addresses: assistants who forward recruiting mail for the coach. Adding one emails it a
 * link; the address is trusted once its owner confirms. Remove holds their forwards again.
 */
export function SendersSection({ senders, onChanged }: { senders: SettingsSender[]; onChanged: () => Promise<void> }) {
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<AddSenderAddressRequest, unknown, z.output<typeof addSenderAddressRequestSchema>>({
    resolver: zodResolver(addSenderAddressRequestSchema),
    defaultValues: { address: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  const add = form.handleSubmit(async (request) => {
    setNotice(null);
    try {
      const result = await call("addSenderAddress", request);
      setNotice({ kind: "status", message: result.status === "sent" ? SENDER_MESSAGES.confirmationSent(result.address) : SENDER_MESSAGES.confirmationAlreadySent(result.address) });
      form.reset({ address: "" });
      await onChanged();
    } catch (error) {
      const fieldError = error instanceof CallableError ? error.fieldErrors.address : undefined;
      if (fieldError) form.setError("address", { message: fieldError });
      else setNotice({ kind: "alert", message: failureMessage(error) });
    }
  });

  const remove = async (address: string) => {
    setNotice(null);
    try {
      await call("removeSenderAddress", { address });
      setNotice({ kind: "status", message: SENDER_MESSAGES.removed(address) });
      await onChanged();
    } catch (error) {
      setNotice({ kind: "alert", message: failureMessage(error) });
    }
  };

  return (
    <SettingsSection id="senders-heading" title="Extra sender addresses">
      <p className="text-slate-700">
        Assistants who forward recruiting emails for you. Each address gets a link by email; their forwards are trusted once they confirm it.
      </p>
      {senders.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {senders.map((sender) => (
            <li key={sender.address} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 break-all font-mono text-sm text-brand-text">{sender.address}</span>
              <span className="flex items-center gap-3">
                <span className="text-sm text-slate-700">{senderLabel(sender)}</span>
                {sender.status !== "blocked" && (
                  <button type="button" className={buttonStyles("secondary")} aria-label={`Remove ${sender.address}`} onClick={() => void remove(sender.address)}>
                    Remove
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No extra sender addresses yet.</p>
      )}
      <form onSubmit={add} noValidate aria-label="Add a sender address" className="space-y-3">
        <FormField label="Assistant's email address" required error={errors.address?.message}>
          <input type="email" autoComplete="off" placeholder="assistant@university.edu" {...form.register("address")} />
        </FormField>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonStyles("primary")}>
          {isSubmitting ? "Sending…" : "Send confirmation link"}
        </button>
      </form>
      {notice && (
        <p role={notice.kind} className={notice.kind === "alert" ? "text-sm text-red-700" : "text-sm text-green-800"}>
          {notice.message}
        </p>
      )}
    </SettingsSection>
  );
}
