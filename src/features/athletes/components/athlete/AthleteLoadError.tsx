import { failureMessage } from "@machines/callableErrors";
import { BackLink } from "./BackLink";

/** The athlete could not be read (gone, or the call failed): where to go back to, and why. */
export function AthleteLoadError({ error }: { error: unknown }) {
  return (
    <div className="max-w-5xl">
      <BackLink />
      <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        {failureMessage(error)}
      </p>
    </div>
  );
}
