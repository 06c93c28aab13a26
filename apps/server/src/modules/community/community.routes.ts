import {
  achievementListSchema,
  couponListSchema,
  dcbSentSchema,
  dcbVerifiedSchema,
  errorResponseSchema,
  eventJoinedSchema,
  eventRegisterBodySchema,
  eventRegistrationSchema,
  eventSendBodySchema,
  eventVerifyBodySchema,
  myInvitesSchema,
  redeemAchievementBodySchema,
  redeemedAchievementSchema,
  referralRankingSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { AchievementsService } from './achievements.service.js';
import type { EventsService } from './events.service.js';
import type { ReferralsService } from './referrals.service.js';

const errors = { ...commonErrorResponses, 409: errorResponseSchema, 502: errorResponseSchema };
const REGISTRATION_PATH = '/api/events/csl-finance/registration';

interface Options {
  referrals: ReferralsService;
  achievements: AchievementsService;
  events: EventsService;
}

/** Spec 001 §7 referral and achievement calls, and the phone event's calls (paths not shown there: designed here). */
export const communityRoutes: FastifyPluginAsyncZod<Options> = async (app, { referrals, achievements, events }) => {
  app.get('/api/my-invites', { schema: { tags: ['referrals'], response: { 200: myInvitesSchema, ...errors } } }, async (request) =>
    referrals.myInvites(requireUser(request)),
  );

  app.get(
    '/api/referral-ranking',
    { schema: { tags: ['referrals'], response: { 200: referralRankingSchema, ...errors } } },
    async (request) => referrals.ranking(requireUser(request)),
  );

  app.get(
    '/api/achievements',
    { schema: { tags: ['achievements'], response: { 200: achievementListSchema, ...errors } } },
    async (request) => achievements.list(requireUser(request)),
  );

  app.post(
    '/api/achievements/redeem',
    { schema: { tags: ['achievements'], body: redeemAchievementBodySchema, response: { 201: redeemedAchievementSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await achievements.redeem(requireUser(request), request.body.achievement_id)),
  );

  app.get('/api/my-coupons', { schema: { tags: ['achievements'], response: { 200: couponListSchema, ...errors } } }, async (request) =>
    achievements.myCoupons(requireUser(request)),
  );

  const eventTags = ['events'];
  app.post(
    '/api/events/csl-finance/otp/send',
    { schema: { tags: eventTags, body: eventSendBodySchema, response: { 200: dcbSentSchema, ...errors } } },
    async (request) => events.sendCode(requireUser(request), request.body.phone_number, request.ip),
  );

  app.post(
    '/api/events/csl-finance/verify',
    { schema: { tags: eventTags, body: eventVerifyBodySchema, response: { 200: dcbVerifiedSchema, ...errors } } },
    async (request) => events.verifyCode(requireUser(request), request.body.phone_number, request.body.otp, request.ip),
  );

  /** 201 on joining; 303 to the registration when this user joined before (spec 001 §7: a registration outcome). */
  app.post(
    '/api/events/csl-finance/register',
    {
      schema: {
        tags: eventTags,
        body: eventRegisterBodySchema,
        response: { 201: eventJoinedSchema, 303: z.null().describe('Joined before: see the registration'), ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await events.register(requireUser(request), { phone: request.body.phone_number, otp: request.body.otp });
      if (outcome === 'already') return reply.status(303).header('location', REGISTRATION_PATH).send(null);
      return reply.status(201).send({ msg: 'EVENT_JOINED' as const });
    },
  );

  app.get(REGISTRATION_PATH, { schema: { tags: eventTags, response: { 200: eventRegistrationSchema, ...errors } } }, async (request) =>
    events.registration(requireUser(request)),
  );
};
