import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import rules of eslint.config.js, tried on examples that break them (and on ones that keep them). */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(
  filePath: string,
  code: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

// The first lint loads the parser and the config: seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("a feature never imports another feature, by alias or by climbing out of its folder", async () => {
    expect(
      await restrictedImports(
        "src/features/pricing/components/Example.tsx",
        'import { useBilling } from "@/features/billing/useBilling";\nexport const x = useBilling;\n',
      ),
    ).toEqual([
      expect.stringContaining("A feature never imports another feature"),
    ]);
    expect(
      await restrictedImports(
        "src/features/home/components/Example.tsx",
        'import { x } from "../../pricing/components/PricingPage";\nexport const y = x;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "src/features/home/Example.ts",
        'import { x } from "../pricing/components/PricingPage";\nexport const y = x;\n',
      ),
    ).toHaveLength(1);
  });

  it("a feature imports itself, shared code and machines", async () => {
    const code =
      'import { a } from "@/features/onboarding/session/onboardingSession";\nimport { b } from "../../session/onboardingSession";\nimport { c } from "@/lib/checkout";\nimport { d } from "@machines/callableErrors";\nexport const all = [a, b, c, d];\n';
    expect(
      await restrictedImports(
        "src/features/onboarding/components/screening/Example.tsx",
        code,
      ),
    ).toEqual([]);
  });

  it("shared web code never imports a feature", async () => {
    expect(
      await restrictedImports(
        "src/lib/example.ts",
        'import { x } from "@/features/billing/useBilling";\nexport const y = x;\n',
      ),
    ).toHaveLength(1);
  });

  it("functions/src/lib imports no feature, and identity only lib and mail", async () => {
    expect(
      await restrictedImports(
        "functions/src/lib/example.ts",
        'import { x } from "../inbox/rawMessages";\nexport const y = x;\n',
      ),
    ).toEqual([
      expect.stringContaining("functions/src/lib imports no feature folder"),
    ]);
    expect(
      await restrictedImports(
        "functions/src/identity/example.ts",
        'import { x } from "../billing/stripeClient";\nexport const y = x;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "functions/src/identity/example.ts",
        'import { a } from "../lib/admin";\nimport { b } from "../mail/outbox";\nimport { c } from "./emailLinks";\nexport const all = [a, b, c];\n',
      ),
    ).toEqual([]);
  });

  it("functions/src/athletes, billing and senders never import the inbox, which imports them", async () => {
    for (const folder of ["athletes", "billing", "senders"]) {
      expect(
        await restrictedImports(
          `functions/src/${folder}/example.ts`,
          'import { x } from "../inbox/rawMessages";\nexport const y = x;\n',
        ),
      ).toEqual([
        expect.stringContaining("functions/src/athletes, billing and senders never import functions/src/inbox"),
      ]);
    }
    expect(
      await restrictedImports(
        "functions/src/billing/example.ts",
        'import { x } from "../lib/releaseHeld";\nexport const y = x;\n',
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        "functions/src/athletes/example.ts",
        'import { a } from "../lib/admin";\nimport { b } from "../pipeline";\nimport { c } from "./athleteDoc";\nexport const all = [a, b, c];\n',
      ),
    ).toEqual([]);
  });
});
