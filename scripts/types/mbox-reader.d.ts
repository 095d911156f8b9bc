// mbox-reader ships no types; the batch command uses only its async generator.
declare module "mbox-reader" {
  export function mboxReader(input: NodeJS.ReadableStream, options?: { gz?: boolean }): AsyncGenerator<{ content: Buffer; returnPath?: string; time?: Date | false }>;
}
