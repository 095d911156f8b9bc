/** Cents as dollars with cents: 1900 → '$19.00', -1900 → '-$19.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** 'visa' → 'Visa'. */
export function cardBrand(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}
