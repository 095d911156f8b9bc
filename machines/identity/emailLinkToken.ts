// Apart from the contracts (zod): /confirm-sender's search validation ships with the entry chunk.

/** 32 random bytes, base64url: what every emailed link carries. */
export const EMAIL_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
