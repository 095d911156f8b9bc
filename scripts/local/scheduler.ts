/**
 * Cloud Scheduler for the local stack: the functions emulator loads scheduled functions but never
 * fires them, so this reads their schedules from the emulator (`GET /backends`) and invokes each on
 * its schedule, as production does. Understands "every N minutes|hours" schedules, which is what the
 * product uses.
 */

interface ScheduledTrigger {
  id: string;
  schedule: { schedule: string };
}

export function intervalOf(schedule: string): number | undefined {
  const match = /^every (\d+) (minute|minutes|hour|hours)$/.exec(schedule.trim());
  if (!match) return undefined;
  return Number(match[1]) * (match[2]!.startsWith("hour") ? 3_600_000 : 60_000);
}

export async function startScheduler(options: { functionsOrigin: string; projectId: string; log: (line: string) => void }): Promise<{ stop(): void }> {
  const response = await fetch(`${options.functionsOrigin}/backends`);
  const { backends } = (await response.json()) as { backends: Array<{ functionTriggers: Array<Partial<ScheduledTrigger>> }> };
  const scheduled = backends.flatMap((backend) => backend.functionTriggers).filter((trigger): trigger is ScheduledTrigger => Boolean(trigger.schedule && trigger.id));
  const timers = scheduled.flatMap((trigger) => {
    const interval = intervalOf(trigger.schedule.schedule);
    if (!interval) {
      options.log(`scheduler: cannot run "${trigger.schedule.schedule}" (${trigger.id}) locally`);
      return [];
    }
    const fire = () =>
      fetch(`${options.functionsOrigin}/functions/projects/${options.projectId}/triggers/${trigger.id}-0`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CloudScheduler-JobName": `local-${trigger.id}` },
        body: "{}",
      }).then(
        (answer) => options.log(`scheduler: ${trigger.id} → ${answer.status}`),
        (error: unknown) => options.log(`scheduler: ${trigger.id} failed: ${String(error)}`),
      );
    options.log(`scheduler: ${trigger.id} ${trigger.schedule.schedule}`);
    return [setInterval(fire, interval)];
  });
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
