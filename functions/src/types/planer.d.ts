// planer ships no types; the engine uses only its plain-text entry point.
declare module "planer" {
  const planer: {
    extractFrom(body: string, contentType: "text/plain"): string;
  };
  export default planer;
}
