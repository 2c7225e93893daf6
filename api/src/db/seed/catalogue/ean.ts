/** EAN-13 (GS1): the 13th digit is the check digit of the first 12 (weights 1,3,1,3…). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** '80' (GS1 Italy) + a 10-digit serial + check digit. */
export function ean13(serial: number): string {
  const first12 = `80${String(serial).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
