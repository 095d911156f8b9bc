import { Link } from "@tanstack/react-router";
import { textLink } from "@/components/ui/styles";
import { NotBuiltYet } from "./NotBuiltYet";

export function ReportsPage() {
  return (
    <NotBuiltYet
      title="Reports"
      willShow="The archive of your daily reports, as you received them."
      meanwhile={
        <>
          <p>
            Your daily report arrives by email at the times set in{" "}
            <Link to="/dashboard/settings" className={textLink}>
              Settings
            </Link>
            , with a CSV of the athletes attached. Keep those emails: they are your archive for now.
          </p>
          <p>Reports cover what you forward to:</p>
        </>
      }
    />
  );
}
