import type { EventRegistration } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { CarrierBillingService } from '../subscriptions/index.js';
import type { Actor } from '../users/index.js';
import type { CommunityRepository } from './community.repository.js';

/** The phone-verification event of spec §2 /events/csl-finance. */
export const CSL_FINANCE_EVENT = 'csl-finance';

/** The carrier's code errors, as the event page words them ('invalid validation code', spec §8). */
const CODE_ERRORS = new Set(['INCORRECT_VERIFICATION_CODE', 'INVALID_VERIFICATION_CODE']);

async function asEventCodeError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && CODE_ERRORS.has(error.code)) throw new AppError('INVALID_VALIDATION_CODE', error.message);
    throw error;
  }
}

export interface RegisterInput {
  phone: string;
  otp: string;
}

/**
 * Joining the event proves the user holds a carrier-registered Hong Kong number: the same codes, limits and gateway as
 * carrier billing (sandbox: the text goes to the outbox), then one registration per user and per number.
 */
export function createEventsService(repository: CommunityRepository, carrier: CarrierBillingService) {
  async function refuseJoinedPhone(phone: string, actor: Actor): Promise<void> {
    const mine = await repository.registrationOf(CSL_FINANCE_EVENT, actor.id);
    if (mine?.phoneNumber !== phone && (await repository.phoneJoined(CSL_FINANCE_EVENT, phone))) {
      throw new AppError('PHONE_ALREADY_JOINED', 'another account joined with this number');
    }
  }

  return {
    async sendCode(actor: Actor, phone: string, ip: string) {
      await refuseJoinedPhone(phone, actor);
      return carrier.sendCode(actor, phone, ip);
    },

    verifyCode: (actor: Actor, phone: string, otp: string, ip: string) => asEventCodeError(() => carrier.verifyCode(actor, phone, otp, ip)),

    /** 'joined' on a new registration; 'already' when this user had joined before (the route answers 303 then). */
    async register(actor: Actor, { phone, otp }: RegisterInput): Promise<'joined' | 'already'> {
      if (await repository.registrationOf(CSL_FINANCE_EVENT, actor.id)) return 'already';
      await refuseJoinedPhone(phone, actor);
      if (!(await carrier.consumeVerifiedCode(actor, phone, otp))) {
        throw new AppError('INVALID_VALIDATION_CODE', 'the code is not verified, expired or used');
      }
      if (await repository.insertRegistration({ eventId: CSL_FINANCE_EVENT, userId: actor.id, phoneNumber: phone })) return 'joined';
      // Lost a race: to this user's other request (joined), or to another account with the same number.
      if (await repository.registrationOf(CSL_FINANCE_EVENT, actor.id)) return 'already';
      throw new AppError('PHONE_ALREADY_JOINED', 'another account joined with this number');
    },

    async registration(actor: Actor): Promise<EventRegistration> {
      const row = await repository.registrationOf(CSL_FINANCE_EVENT, actor.id);
      return {
        joined: Boolean(row),
        phone_last_digits: row ? row.phoneNumber.slice(-4) : null,
        joined_on: row?.createdAt.toISOString() ?? null,
      };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
