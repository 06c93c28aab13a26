/**
 * Fresh carrier-billing inputs for a test file: each phone and each client address is new, so the per-phone and
 * per-address limits one test reaches never reach the next.
 */
let phones = 0;
let addresses = 0;

/** An 8-digit number starting with `prefix`: the sandbox carrier bills 9…, refuses 4000…, and does not know 0… to 3…. */
export function freshPhoneNumber(prefix = '9'): string {
  phones += 1;
  return `${prefix}${String(phones).padStart(8 - prefix.length, '0')}`;
}

/** A client address of its own, in 10.x.y.z. */
export function freshAddress(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}
