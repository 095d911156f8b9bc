import { Link } from "@tanstack/react-router";
import { textLink } from "@/components/ui/styles";

/** Back to the athletes list, at the top of an athlete's page. */
export function BackLink() {
  return (
    <Link to="/dashboard/athletes" className={textLink}>
      ← All athletes
    </Link>
  );
}
