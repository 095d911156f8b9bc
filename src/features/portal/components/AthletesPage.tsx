import { NotBuiltYet } from "./NotBuiltYet";

/** /dashboard/athletes until the athletes list lands (the athletes feature replaces this component). */
export function AthletesPage() {
  return (
    <NotBuiltYet
      title="Athletes"
      willShow="Every athlete from the recruiting emails you forward: name, position, height, class, club, state, GPA and last contact, searchable and sortable."
      meanwhile={
        <>
          <p>Each forwarded recruiting email already comes back to you as a summary email, and your daily report lists every new and updated athlete with a CSV attached.</p>
          <p>Forward recruiting emails from the address you signed up with to the address below.</p>
        </>
      }
    />
  );
}
