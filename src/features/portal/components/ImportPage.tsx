import { NotBuiltYet } from "./NotBuiltYet";

export function ImportPage() {
  return (
    <NotBuiltYet
      title="Import"
      willShow="Drop .eml or .mbox files (an exported recruiting folder) here and we'll process them like forwarded emails, with a progress bar."
      meanwhile={
        <>
          <p>Until then, forward older recruiting emails one by one (or several at a time as forwards, not as attachments: .eml attachments are not read).</p>
          <p>Forward them from the address you signed up with to:</p>
        </>
      }
    />
  );
}
