export { joinWaitlist } from "./waitlist/joinWaitlist";
export { onWaitlistEntryCreated } from "./waitlist/onWaitlistEntryCreated";
export { sendMail } from "./mail/sendMail";
export { deliverWebhook } from "./webhooks/deliverWebhook";
export { submitScreening } from "./onboarding/submitScreening";
