import { NotBuiltYet } from "./NotBuiltYet";

export function EventsPage() {
  return (
    <NotBuiltYet
      title="Events"
      willShow="The tournaments and showcases athletes mention in their emails, with dates, and under each the athletes to watch with team, jersey number, position and court."
      meanwhile={
        <>
          <p>Athlete summaries already include the events an athlete says they will play at, when the email names them.</p>
          <p>Forward recruiting emails that mention upcoming events to:</p>
        </>
      }
    />
  );
}
