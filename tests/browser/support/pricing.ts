import type { Page } from "playwright-core";
import { SESSION_LOAD_TIMEOUT } from "./browser";

const tierCard = (page: Page, tierId: string) => page.getByRole("list", { name: "Pricing tiers" }).locator(`[data-tier="${tierId}"]`);

/** A tier's button on /pricing (the desktop card grid). */
export const pricingButton = (page: Page, tierId: string) => tierCard(page, tierId).getByRole("button");

/**
 * Waits until a tier's button reads `label` (and is enabled or disabled, when asked): /pricing tells a signed-in
 * coach's plan once the page is idle and the session has loaded, seconds on a busy machine.
 */
export async function pricingButtonReads(page: Page, tierId: string, label: string, state: { disabled?: boolean } = {}) {
  await tierCard(page, tierId).getByRole("button", { name: label, exact: true, ...state }).waitFor({ timeout: SESSION_LOAD_TIMEOUT });
}
