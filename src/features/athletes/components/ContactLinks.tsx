import { phoneText } from "@machines/inbox/athleteCard";
import { textLink } from "@/components/ui/styles";

/** An email address and a phone number as links that write or call, each shown only when known. */
export function ContactLinks({ email, phone }: { email: string | null | undefined; phone: string | null | undefined }) {
  return (
    <>
      {email && (
        <a href={`mailto:${email}`} className={`${textLink} break-all`}>
          {email}
        </a>
      )}
      {phone && (
        <a href={`tel:${phone}`} className={textLink}>
          {phoneText(phone)}
        </a>
      )}
    </>
  );
}
