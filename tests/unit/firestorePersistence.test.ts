import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportDocuments, importDocuments } from "../../scripts/local/firestore/persistence";
import { DocumentStore, type StoredDocument } from "../../scripts/local/firestore/store";

const dir = mkdtempSync(join(tmpdir(), "local-firestore-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local Firestore export and import", () => {
  it("restores every document with its fields and times", () => {
    const store = new DocumentStore();
    const name = "projects/p/databases/(default)/documents/coaches/c1";
    const document: StoredDocument = {
      name,
      fields: {
        text: { stringValue: "é\u{1D11E}" },
        big: { integerValue: "9007199254740993" },
        ratio: { doubleValue: 0.25 },
        none: { nullValue: "NULL_VALUE" },
        flag: { booleanValue: false },
        at: { timestampValue: { seconds: "1700000000", nanos: 123456000 } },
        blob: { bytesValue: Buffer.from([0, 255]) },
        ref: { referenceValue: "projects/p/databases/(default)/documents/a/b" },
        where: { geoPointValue: { latitude: 1.5, longitude: -2 } },
        list: { arrayValue: { values: [{ integerValue: "1" }, { stringValue: "x" }] } },
        nested: { mapValue: { fields: { deep: { mapValue: { fields: { n: { integerValue: "3" } } } } } } },
      },
      createTime: { seconds: 1700000000, nanos: 1000 },
      updateTime: { seconds: 1700000001, nanos: 999999000 },
    };
    store.apply(new Map([[name, document]]));
    const file = join(dir, "firestore.json");
    expect(exportDocuments(store, file)).toBe(1);

    const restored = new DocumentStore();
    importDocuments(restored, file);
    const copy = restored.get(name)!;
    expect({ ...copy, fields: { ...copy.fields, blob: { bytesValue: Buffer.from(copy.fields.blob!.bytesValue!) } } }).toEqual(document);
  });

  it("starts empty when there is nothing to import", () => {
    const store = new DocumentStore();
    importDocuments(store, join(dir, "missing.json"));
    expect(store.all()).toEqual([]);
  });
});
