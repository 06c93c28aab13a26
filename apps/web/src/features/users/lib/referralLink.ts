/** The sign-up link a user shares so that new accounts carry their referral code (spec §2). */
export function referralSignupLink(origin: string, code: string): string {
  return `${origin}/sign-up?${new URLSearchParams({ referral_code: code }).toString()}`;
}
