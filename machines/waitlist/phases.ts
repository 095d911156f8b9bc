/** Launch phases shown in the home page's waitlist panel (spec §2, Home). */
export const WAITLIST_PHASES = [
  { name: "Founders Circle", availability: "Limited spots available" },
  { name: "Beta Evangelists", availability: "8 spots left" },
  { name: "First Movers", availability: "12 spots left" },
  { name: "Early Adopters", availability: "15 spots left" },
  { name: "Official Launch", availability: "Unlimited" },
  { name: "Post-Traction Growth", availability: "Unlimited" },
] as const;

/** The phase we are in; fixed at 0 until operators can change it at runtime. */
export const CURRENT_WAITLIST_PHASE_INDEX = 0;

/** The panel's phase line is shown only once we are past the first phase. */
export function currentPhaseLine(phaseIndex: number): string | null {
  const phase = WAITLIST_PHASES[phaseIndex];
  if (phaseIndex <= 0 || !phase) return null;
  return `Current phase: ${phase.name} — ${phase.availability}`;
}
