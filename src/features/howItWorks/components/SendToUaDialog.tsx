import * as Dialog from "@radix-ui/react-dialog";
import { Fragment } from "react";
import type { RecruitSummary } from "@machines/demo/sampleRecruits";
import { PRODUCT_FACTS } from "@machines/productFacts";
import { CloseIcon } from "@/components/ui/icons";
import { buttonStyles, focusRing } from "@/components/ui/styles";

/** What the email to the UA note address carries for the athlete. */
const recordFields = (recruit: RecruitSummary): Array<[string, string]> => [
  ["Position", recruit.position],
  ["Height", recruit.height],
  ["Class", String(recruit.classYear)],
  ["Club", recruit.clubTeam],
  ["State", recruit.state],
  ["Contact", recruit.email],
];

/** 'Send to UA' in the demo explains what the button does in the product; nothing is sent. */
export function SendToUaDialog({ recruit }: { recruit: RecruitSummary }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={`Send to UA: ${recruit.name}`} className={`${buttonStyles("secondary")} px-3 py-1.5 whitespace-nowrap`}>
        Send to UA
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none">
          <Dialog.Title className="pr-8 text-lg font-semibold text-brand-text">Send {recruit.name} to UA</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {PRODUCT_FACTS.sendToUa} This is a demo: nothing is sent.
          </Dialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
            {recordFields(recruit).map(([label, value]) => (
              <Fragment key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-all text-brand-text">{value}</dd>
              </Fragment>
            ))}
          </dl>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonStyles("primary")}>Got it</Dialog.Close>
          </div>
          <Dialog.Close aria-label="Close" className={`absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 ${focusRing}`}>
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
