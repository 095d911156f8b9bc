import JSZip from "jszip";
import type { CallableName, CallableRequest, CallableResponse } from "@machines/callables";
import { DATA_EXPORT_PATH } from "@machines/account/contracts";
import { TEST_URLS } from "./testStack";

interface Caller {
  call<N extends CallableName>(name: N, data: CallableRequest<N>): Promise<CallableResponse<N>>;
}

/** The link "Download all my data" gives, as the functions emulator serves it (Hosting's rewrite in production). */
export const dataExportUrl = (downloadPath: string) => `${TEST_URLS.downloadMyData}${downloadPath.slice(DATA_EXPORT_PATH.length)}`;

/** A data archive opened: its files by path, and the documents of one records/ file. */
export interface DataArchive {
  files: Map<string, Buffer>;
  text(path: string): string;
  records(file: string): Array<Record<string, unknown>>;
}

export async function openDataArchive(zip: Buffer): Promise<DataArchive> {
  const archive = await JSZip.loadAsync(zip);
  const files = new Map<string, Buffer>();
  for (const entry of Object.values(archive.files)) if (!entry.dir) files.set(entry.name, await entry.async("nodebuffer"));
  const text = (path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`The archive has no ${path}; it has ${[...files.keys()].join(", ")}`);
    return file.toString("utf8");
  };
  return { files, text, records: (file) => JSON.parse(text(`records/${file}.json`)) as Array<Record<string, unknown>> };
}

/** Asks for the coach's archive as the Settings page does, downloads it once and opens it. */
export async function downloadDataArchive(coach: Caller): Promise<DataArchive> {
  const { downloadPath } = await coach.call("exportMyData", {});
  const response = await fetch(dataExportUrl(downloadPath));
  if (response.status !== 200) throw new Error(`The data archive answered ${response.status}: ${await response.text()}`);
  return openDataArchive(Buffer.from(await response.arrayBuffer()));
}
