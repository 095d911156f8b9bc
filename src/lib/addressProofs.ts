import { normalizeEmail } from "@machines/shared/email";
import { readJson, writeJson } from "./webStorage";

/**
 * The proofs this browser was given for the addresses whose emailed links it opened (openEmailLink),
 * by address. Sent with "Email me a sign-in link" and password resets for that address, they draw on
 * a budget strangers cannot use up. Kept in localStorage, so they outlive a sign-out.
 */
const ADDRESS_PROOFS_KEY = "identity.addressProofs";

type AddressProofs = Record<string, string>;

export function keepAddressProof(email: string, proof: string): void {
  const proofs = readJson<AddressProofs>("localStorage", ADDRESS_PROOFS_KEY) ?? {};
  writeJson("localStorage", ADDRESS_PROOFS_KEY, { ...proofs, [normalizeEmail(email)]: proof });
}

export function addressProofFor(email: string): string | undefined {
  const proof = readJson<AddressProofs>("localStorage", ADDRESS_PROOFS_KEY)?.[normalizeEmail(email)];
  return typeof proof === "string" ? proof : undefined;
}
