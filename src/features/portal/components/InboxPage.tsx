import { NotBuiltYet } from "./NotBuiltYet";

export function InboxPage() {
  return (
    <NotBuiltYet
      title="Inbox"
      willShow="Each email you forward, with what happened to it (summarised, filtered as not recruiting, held or failed) and why, so you can rescue a filtered email or approve a held sender."
      meanwhile={
        <>
          <p>When we hold an email (for example one forwarded from an address that isn't yours), we email you at once and say why. Filtered emails are listed in your daily report.</p>
          <p>Forward recruiting emails from the address you signed up with to:</p>
        </>
      }
    />
  );
}
