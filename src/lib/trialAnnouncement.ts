/**
 * Only one toast shows at a time (spec §4). When the wizard starts a trial it says 'Success!' and
 * opens /billing-success, whose own arrival toast ('Payment Successful') would replace it at once;
 * this flag lets the page keep the wizard's toast. Shared by the two features, so it lives in lib/
 * (a feature never imports another), and it imports nothing: the billing page stays small.
 */
let trialJustStarted = false;

export function announceTrialStarted(): void {
  trialJustStarted = true;
}

/** Whether the wizard has just announced a started trial in this tab; reading it clears it. */
export function takeTrialAnnouncement(): boolean {
  const announced = trialJustStarted;
  trialJustStarted = false;
  return announced;
}
