import { randomInt, randomUUID } from 'node:crypto';
import { CARRIER_LIMITS, CARRIER_SEND_LIMITS } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import { CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import { sameHash, sha256 } from '../../../infra/crypto/tokens.js';
import {
  enforceRateLimits,
  retryAfterSeconds,
  RetryLaterError,
  type RateLimitRule,
  type RateLimitStore,
} from '../../../infra/rate-limit/rate-limiter.js';
import type { Actor } from '../../users/index.js';
import type { CarrierBillingRepository } from './carrier-billing.repository.js';

export interface CarrierLimits {
  /** Texts one account may have sent to one phone: its own retries, which never use up the phone for others. */
  sendsPerAccountAndPhone: RateLimitRule;
  /** Texts one phone may receive from all accounts together: nobody's phone is flooded with codes. */
  sendsPerPhone: RateLimitRule;
  sendsPerUser: RateLimitRule;
  /** Also bounds probing which numbers are carrier subscribers. */
  sendsPerIp: RateLimitRule;
  verifiesPerIp: RateLimitRule;
  /** 'Sent already. Please try again later.' within this long of the last code one account had sent to a phone (spec §8). */
  resendWindowMs: number;
}

const hourly = (max: number): RateLimitRule => ({ max, windowMs: CARRIER_SEND_LIMITS.windowMs });

export const DEFAULT_CARRIER_LIMITS: CarrierLimits = {
  sendsPerAccountAndPhone: hourly(CARRIER_SEND_LIMITS.perAccountAndPhone),
  sendsPerPhone: hourly(CARRIER_SEND_LIMITS.perPhone),
  sendsPerUser: hourly(CARRIER_SEND_LIMITS.perAccount),
  sendsPerIp: hourly(CARRIER_SEND_LIMITS.perAddress),
  verifiesPerIp: hourly(CARRIER_SEND_LIMITS.verifiesPerAddress),
  resendWindowMs: CARRIER_LIMITS.resendWindowMs,
};

interface Deps {
  repository: CarrierBillingRepository;
  gateway: CarrierGateway;
  rateLimits: RateLimitStore;
  limits: CarrierLimits;
  log: Logger;
  now: () => number;
}

/** Salted with the row's id, so the same code sent twice is stored as two unrelated hashes. */
const hashOf = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

function otpMessage(code: string): string {
  const minutes = Math.round(CARRIER_LIMITS.otpTtlMs / 60_000);
  return `Your verification code is ${code} (valid for ${minutes} minutes). 你的驗證碼是 ${code}（${minutes} 分鐘內有效）。`;
}

/** The codes texted to a phone to prove the buyer holds it (spec §4, §8): kept as hashes, expiring, used once. */
export function createCarrierCodes({ repository, gateway, rateLimits, limits, log, now }: Deps) {
  /** A gateway that did not answer is not the buyer's fault: 502, with the cause in the log only. */
  async function askGateway<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CarrierGatewayError)) throw error;
      log.error({ err: error }, `the carrier gateway failed: ${what}`);
      throw new AppError('PAYMENT_PROVIDER_ERROR', `the carrier gateway failed: ${what}`);
    }
  }

  /**
   * Uses the newest code sent to this phone for this user, once: answers its id when it matches, was verified, and
   * was not used or expired; null otherwise (a wrong guess counts against the code's guesses).
   */
  async function spendCode(actor: Actor, phone: string, otp: string): Promise<string | null> {
    const at = new Date(now());
    const latest = await repository.latestOtp(actor.id, phone);
    if (!latest) return null;
    if (!sameHash(latest.codeHash, hashOf(latest.id, otp))) {
      await repository.claimAttempt(latest.id, CARRIER_LIMITS.maxVerifyAttempts, at);
      return null;
    }
    return (await repository.consumeOtp(latest.id, at)) ? latest.id : null;
  }

  return {
    spendCode,

    /** POST /api/dcb/otp/send */
    async sendCode(actor: Actor, phone: string, ip: string): Promise<{ msg: 'OTP_SENT'; resend_after_seconds: number }> {
      await enforceRateLimits(rateLimits, [
        [`dcb-send-ip:${ip}`, limits.sendsPerIp],
        [`dcb-send-user:${actor.id}`, limits.sendsPerUser],
      ]);
      // One atomic counter per account and phone: of two sends at once, one gets through. Kept per account, so
      // another account asking for codes to this phone never holds its owner back.
      const gate = `dcb-resend:${actor.id}:${phone}`;
      const { hits, retryAfterMs } = await rateLimits.count(gate, { max: 1, windowMs: limits.resendWindowMs });
      if (hits > 1) {
        throw new RetryLaterError('OTP_SENT_ALREADY', retryAfterSeconds(retryAfterMs), 'a code was sent to this phone a moment ago');
      }
      try {
        if (!(await askGateway('lookup', () => gateway.isRegistered(phone)))) {
          throw new AppError('PHONE_NOT_REGISTERED', 'not a registered carrier number');
        }
        // The account's own cap first: once it is reached, its further tries take nothing of the phone's shared one.
        await enforceRateLimits(rateLimits, [
          [`dcb-send-user-phone:${actor.id}:${phone}`, limits.sendsPerAccountAndPhone],
          [`dcb-send-phone:${phone}`, limits.sendsPerPhone],
        ]);
        const code = String(randomInt(0, 10 ** CARRIER_LIMITS.otpDigits)).padStart(CARRIER_LIMITS.otpDigits, '0');
        const id = randomUUID();
        await repository.insertOtp({
          id,
          phoneNumber: phone,
          userId: actor.id,
          codeHash: hashOf(id, code),
          expiresAt: new Date(now() + CARRIER_LIMITS.otpTtlMs),
        });
        // Sent now, not by a job: the buyer is waiting for it, and a job could not carry a code we keep only hashed.
        await askGateway('sms', () => gateway.deliverOtp(phone, otpMessage(code)));
      } catch (error) {
        // Nothing was sent: the buyer may try again at once.
        await rateLimits.reset(gate);
        throw error;
      }
      return { msg: 'OTP_SENT', resend_after_seconds: Math.ceil(limits.resendWindowMs / 1000) };
    },

    /** POST /api/dcb/verify */
    async verifyCode(actor: Actor, phone: string, otp: string, ip: string): Promise<{ msg: 'OTP_VERIFIED' }> {
      await enforceRateLimits(rateLimits, [[`dcb-verify-ip:${ip}`, limits.verifiesPerIp]]);
      const latest = await repository.latestOtp(actor.id, phone);
      const claimed = latest && (await repository.claimAttempt(latest.id, CARRIER_LIMITS.maxVerifyAttempts, new Date(now())));
      if (!claimed) throw new AppError('INVALID_VERIFICATION_CODE', 'no live code for this phone: send a new one');
      if (!sameHash(claimed.codeHash, hashOf(claimed.id, otp))) {
        throw new AppError('INCORRECT_VERIFICATION_CODE', 'the code does not match');
      }
      await repository.markVerified(claimed.id, new Date(now()));
      return { msg: 'OTP_VERIFIED' };
    },

    /**
     * Uses a verified code once for something other than a charge (the phone-verification event): true when the code
     * matches the newest one sent to this phone for this user, was verified, and was not used or expired.
     */
    consumeVerifiedCode: async (actor: Actor, phone: string, otp: string): Promise<boolean> =>
      (await spendCode(actor, phone, otp)) !== null,
  };
}

export type CarrierCodes = ReturnType<typeof createCarrierCodes>;
