import { findNumbers } from "libphonenumber-js";
for (const s of [" (303)/555-0160", " 303 / 555-0160", " 303/555/0160"]) console.log(JSON.stringify(findNumbers(s, { defaultCountry: "US", leniency: "POSSIBLE", v2: true } as never)));
