import { LIVE_LIMITS, type ClientLiveMessage } from '@platform/shared';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { ActivitiesService } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { LiveMediaService } from './live-media.service.js';
import type { LiveQuestions } from './live-questions.js';
import { assertSeatHeld, roomOf, toChat, type LiveRoom, type RoomMember, type RoomMessenger } from './live-room.js';
import { maySend } from './live.policy.js';
import { ACCESS_ENDED_TOKEN_HASH, type LiveRepository } from './live.repository.js';

interface Deps {
  repository: LiveRepository;
  activities: ActivitiesService;
  media: LiveMediaService;
  messenger: RoomMessenger;
  room: LiveRoom;
  questions: LiveQuestions;
  log: Logger;
  now: () => Date;
}

/** A participant's socket in the live room: who is online, and the chat and signals they send. */
export function createLiveSignals({ repository, activities, media, messenger, room, questions, log, now }: Deps) {
  const lastChatAt = new Map<string, number>();
  /** This process's name in live_connections. */
  const instanceId = randomUUID();

  /** Spec §9 chat rule: one message per person and room every chatMinIntervalMs (per key: chat, questions). */
  function throttle(key: string): void {
    const last = lastChatAt.get(key) ?? 0;
    if (now().getTime() - last < LIVE_LIMITS.chatMinIntervalMs) throw new AppError('TOO_MANY_REQUESTS', 'slow down');
    // One entry per person and room; a long-running server forgets them all now and then.
    if (lastChatAt.size > 10_000) lastChatAt.clear();
    lastChatAt.set(key, now().getTime());
  }

  return {
    /** A socket opened: everyone hears who is here; the newcomer gets the feeds it may watch now. */
    async connected(actor: Actor, member: RoomMember, connectionId: string) {
      // Access may have ended after the token was checked and before the socket was attached, so before the room's
      // close order could reach it; ended any later, that order reaches it.
      const current = await repository.findParticipant(member.activityId, actor.id);
      if (current) assertSeatHeld(current);
      await repository.addConnection({ id: connectionId, activityId: member.activityId, userId: actor.id, instanceId });
      await room.announceParticipants(member.activityId);
      const { row } = await activities.watchAccess(actor, member.activityId);
      const visible = await media.visibleFeeds(member.activityId, member.participant.role, row.status);
      await messenger.sendTo(roomOf(member.activityId), member.participant.userId, { from: null, signal: { type: 'feeds', ...visible } });
    },

    async disconnected(member: RoomMember, connectionId: string) {
      await repository.removeConnection(connectionId);
      // The socket was closed because access ended: this instance's SFU stops sending too (another's did on its own).
      const current = await repository.findParticipant(member.activityId, member.participant.userId);
      if (current?.tokenHash === ACCESS_ENDED_TOKEN_HASH) await media.dropSubscriptionsOf(member.activityId, current.userId);
      await room.announceParticipants(member.activityId);
    },

    /** Keeps this instance's sockets counted as online (see live_connections); returns the stop function. */
    keepPresence(intervalMs = 30_000): () => void {
      const timer = setInterval(() => {
        repository
          .refreshConnections(instanceId, now())
          .catch((error: unknown) => log.warn({ err: error }, 'could not refresh live presence'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** A message from a participant's socket: checked against their role, then stored (chat) or relayed. */
    async receive(member: RoomMember, message: ClientLiveMessage): Promise<void> {
      const { activityId } = member;
      // The role may have changed since the socket opened (a promotion); the stored one decides.
      const participant = (await repository.findParticipant(activityId, member.participant.userId)) ?? member.participant;
      assertSeatHeld(participant);
      const selfId = participant.userId;
      if (!maySend(participant.role, message, selfId))
        throw new AppError('LIVE_ROLE_REQUIRED', `${participant.role} may not send ${message.type}`);
      switch (message.type) {
        case 'chat-message': {
          throttle(`${activityId}:${selfId}`);
          const row = await repository.insertChat({
            activityId,
            userId: selfId,
            displayName: participant.displayName,
            role: participant.role,
            text: message.text,
          });
          return room.send(activityId, selfId, { type: 'chat-message', message: toChat(row) });
        }
        case 'question-ask':
          // The chat's rules: the same text limits (chatTextSchema) and its own interval, apart from the chat's.
          throttle(`${activityId}:${selfId}:question`);
          return questions.ask(activityId, participant, message.text, message.anonymous);
        case 'question-vote':
          return questions.vote(activityId, participant, message.question_id);
        case 'question-answer':
          return questions.answer(activityId, message.question_id, message.answered);
        case 'question-pin':
          return questions.pin(activityId, message.question_id, message.pinned);
        case 'av-status-response':
          await repository.updateParticipant(activityId, selfId, { audio: message.audio, video: message.video });
          return room.announceParticipants(activityId);
        case 'av-control':
          return messenger.sendTo(roomOf(activityId), message.target_id, { from: selfId, signal: message });
        case 'screenshare':
          // A share starts with its publish call; stopping (own, remote-off by the host, or an override) ends the feed.
          if (message.action !== 'start') await media.endScreenOf(activityId, message.participant_id);
          return room.send(activityId, selfId, message);
        default:
          return room.send(activityId, selfId, message);
      }
    },

    /** A failure answered to one socket, as an error key. */
    refuse(member: RoomMember, error: unknown) {
      const msg = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      if (!(error instanceof AppError)) log.error({ err: error, activityId: member.activityId }, 'a live message failed');
      return messenger.sendTo(roomOf(member.activityId), member.participant.userId, { from: null, signal: { type: 'error', msg } });
    },
  };
}
