/**
 * The offensive-word list the forum ships with; admins replace it at /admin/dashboard (stored in the database).
 *
 * How an entry matches (see word-filter.ts):
 * - An entry with a Han character matches as a substring of the text's Han characters (Chinese has no spaces), in
 *   Traditional or Simplified form. An entry made only of Latin letters and digits matches whole words; a trailing
 *   `*` also matches any word that starts with it ("fuck*" catches "fucking", "fucker").
 * - So a Chinese entry must not be a character that ordinary words contain: that is why single characters are
 *   listed only where they are vulgar in every word they appear in (屌, 閪, 𨳒, 𨶙, 屄, 肏).
 *
 * Borderline decisions, made on purpose (a finance and education platform, Hong Kong readers):
 * - 雞 (prostitute in slang) is NOT listed: 雞尾酒, 雞蛋, 田雞 are everyday words. 做雞 is not listed either: 做雞蛋仔.
 * - 操 is NOT listed alone (操作, 體操, 操場); 操你媽 and 操你妈 are.
 * - 撚 is NOT listed alone (撚手小菜, a signature dish); 撚樣 and 含撚 are.
 * - 鳩 is NOT listed alone (斑鳩, a dove); 戇鳩 and its romanisation on9 are.
 * - 幹 is NOT listed alone (幹部, 能幹, 樹幹); 幹你娘 is.
 * - 去死 is NOT listed: 去死海 (to the Dead Sea). 老母 is NOT listed: it is how Cantonese speakers say "mum".
 * - 屌絲 IS refused: it contains 屌, the core Cantonese vulgarity, and reads as vulgar to Hong Kong readers; an
 *   exception for it would also let 屌 through in other compounds.
 * - 仆街 IS listed: in Hong Kong it is a curse far more often than a literal fall in the street.
 * - English: "ass" is listed as a whole word only, so "assessment", "class", "assassin", "pass" and "bass" pass;
 *   "cunt*" only matches words that begin with it, so "Scunthorpe" passes.
 * - "dick", "cock", "prick", "fag", "retard" are NOT listed (a name, a rooster, a needle, a UK cigarette, and "retard"
 *   as in slowing down, e.g. "flame retardant"); their compounds "dickhead", "cocksucker", "faggot" are.
 * - "damn", "hell", "crap", "piss", "sex" are NOT listed: mild or ordinary words in education text.
 * - "diu" and "dllm" (romanised 屌 and 屌你老母) ARE listed; "pk" (仆街) is NOT: it also means a showdown.
 */
export const DEFAULT_OFFENSIVE_WORDS: readonly string[] = [
  // English
  'fuck*',
  'motherfuck*',
  'fck',
  'fuk',
  'fuq',
  'shit',
  'shits',
  'shitty',
  'shithead*',
  'bullshit',
  'bitch*',
  'bastard*',
  'ass',
  'asshole*',
  'arse',
  'arsehole*',
  'dumbass',
  'jackass',
  'cunt*',
  'dickhead*',
  'cocksucker*',
  'pussy',
  'slut*',
  'whore*',
  'wanker*',
  'twat*',
  'nigger*',
  'nigga*',
  'faggot*',
  'wtf',
  'stfu',
  // Cantonese, romanised
  'diu',
  'dllm',
  'on9',
  // Cantonese
  '屌',
  '𨳒',
  '閪',
  '𨶙',
  '丟你老母',
  '撚樣',
  '含撚',
  '戇鳩',
  '仆街',
  '冚家鏟',
  '冚家富貴',
  '食屎',
  '八婆',
  '賤人',
  // Mandarin
  '肏',
  '屄',
  '操你媽',
  '他媽的',
  '你媽的',
  '傻逼',
  '媽逼',
  '草泥馬',
  '王八蛋',
  '婊子',
  '賤貨',
  '狗娘養',
  '雞巴',
  '幹你娘',
];
