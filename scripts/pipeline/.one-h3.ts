import { readFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { TRANSFORMS } from "./robustness/index";
import { readLabels } from "./corpus";
const [name, file] = process.argv.slice(2);
(async () => {
  const dir = "/work/h3/tests/pipeline/corpus";
  const label = (await readLabels(dir)).find((l) => l.file === file)!;
  const raw = readFileSync(`${dir}/${file}`);
  const t = TRANSFORMS.find((x) => x.name === name)!;
  const v = t.apply({ label, raw, message: await simpleParser(raw) });
  console.log(v ? v.raw.toString() : "null");
})();
