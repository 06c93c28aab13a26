/** Han characters: a name written in Chinese puts the family name first, with no space (陳大文). */
const HAN = /\p{Script=Han}/u;

/** A full name from first and last name, in the order the name's own script uses. */
export function fullName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (HAN.test(first) || HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}
