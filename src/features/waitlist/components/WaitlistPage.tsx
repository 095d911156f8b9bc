export function WaitlistPage() { return null; }
