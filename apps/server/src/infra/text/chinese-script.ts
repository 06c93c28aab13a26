import * as OpenCC from 'opencc-js';

type Convert = (text: string) => string;

// Building the Simplified → Hong Kong tables takes about a second, so each converter is made on first use.
let toHongKong: Convert | undefined;
let toMainland: Convert | undefined;

/** Simplified (or mixed) Chinese in Hong Kong Traditional characters and variants (OpenCC cn → hk); idempotent. */
export function toHongKongTraditional(text: string): string {
  const convert = (toHongKong ??= OpenCC.Converter({ from: 'cn', to: 'hk' }));
  return convert(text);
}

/** Hong Kong Traditional in Simplified characters (OpenCC hk → cn), for tools whose dictionaries are Simplified. */
export function toSimplified(text: string): string {
  const convert = (toMainland ??= OpenCC.Converter({ from: 'hk', to: 'cn' }));
  return convert(text);
}

/** The forms a search for `text` should also find: as typed, in Hong Kong Traditional and in Simplified characters. */
export function chineseScriptVariants(text: string): string[] {
  if (!/\p{Script=Han}/u.test(text)) return [text];
  return [...new Set([text, toHongKongTraditional(text), toSimplified(text)])];
}
