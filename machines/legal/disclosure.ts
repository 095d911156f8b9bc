import { BRAND } from "../brand";

/**
 * The sample disclosure coaches may paste into their email signature. Apart from ./documents, so the FAQ,
 * which quotes it, does not load every legal document.
 */
export const COACH_DISCLOSURE_SAMPLE = `Recruiting emails sent to me may be processed by ${BRAND.name}, a service that organizes recruiting information for our staff. Learn more: https://${BRAND.domain}/privacy`;
