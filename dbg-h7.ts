import { findNumbers } from "libphonenumber-js";
for (const s of [" 303\u2011555\u20110160", " 303\u2014555\u20140160", " 303\u2012555\u20120160", " 303\u2212555\u22120160", " 303\u2010555\u20100160"]) console.log(JSON.stringify(findNumbers(s, { defaultCountry: "US", leniency: "POSSIBLE", v2: true } as never)));
