/**
 * Simplified characters of the shipped list mapped to their Traditional forms, so one entry catches both scripts.
 * Both the text and the entries go through it; an admin's own entry in a character missing here matches the form it
 * was typed in (add the other form as a second entry).
 */
const SIMPLIFIED_TO_TRADITIONAL: Record<string, string> = {
  妈: '媽',
  马: '馬',
  养: '養',
  贱: '賤',
  货: '貨',
  鸡: '雞',
  戆: '戇',
  鸠: '鳩',
  丢: '丟',
  铲: '鏟',
  贵: '貴',
  干: '幹',
  个: '個',
  头: '頭',
  样: '樣',
  丝: '絲',
};

export function toTraditional(text: string): string {
  let out = '';
  for (const char of text) out += SIMPLIFIED_TO_TRADITIONAL[char] ?? char;
  return out;
}
