export function WaitlistPanel() { return null; }
