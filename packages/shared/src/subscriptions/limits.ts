/**
 * Redeeming codes (`POST /api/users/redeem`), counted over 15 minutes per account and per client address: a person
 * typing the codes they were given stays far below, a script guessing codes is refused with 429 TOO_MANY_REQUESTS and
 * a Retry-After. The address allows more, for people behind one office or school network.
 */
export const REDEEM_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 10, perAddress: 30 } as const;

/**
 * Carrier-billing codes texted, counted over an hour. One account may have 5 sent to one phone (and 60 s apart, spec
 * §8); the phone takes 15 from all accounts together, so another account cannot use up a number's codes for an hour
 * while a flood of texts to one number stays bounded. Per account and per address whatever the phone, so probing
 * which numbers are carrier subscribers stays slow; and guesses at codes per address.
 */
export const CARRIER_SEND_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perAccountAndPhone: 5,
  perPhone: 15,
  perAccount: 10,
  perAddress: 20,
  verifiesPerAddress: 60,
} as const;
