import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { goldLabelSchema, type GoldLabel } from "../../machines/inbox/extractLine";

/** The labelled corpus: <dir>/<name>.eml files and <dir>/labels.jsonl with one gold label per file. */
export async function readLabels(dir: string): Promise<GoldLabel[]> {
  const text = await readFile(join(dir, "labels.jsonl"), "utf8");
  return text
    .split("\n")
    .map((line, index) => [line, index + 1] as const)
    .filter(([line]) => line.trim())
    .map(([line, number]) => {
      const parsed = goldLabelSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`labels.jsonl:${number}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
      return parsed.data;
    });
}

export async function emlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => name.toLowerCase().endsWith(".eml")).sort().map((name) => join(dir, name));
}
