import { useNavigate } from "@tanstack/react-router";
import { WaitlistForm } from "./WaitlistForm";

/** The /waitlist form; a successful signup continues to the confirmation page. */
export function WaitlistPage() {
  const navigate = useNavigate();
  return <WaitlistForm variant="page" onJoined={() => void navigate({ to: "/waitlist-confirmation" })} />;
}
