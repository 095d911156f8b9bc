/** /login's search params: `link` is an emailed sign-in link's token. Kept apart from the screens, which load with the page. */
export interface LoginSearch {
  link?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const token = typeof search.link === "string" ? search.link.trim().slice(0, 100) : "";
  return token ? { link: token } : {};
}
