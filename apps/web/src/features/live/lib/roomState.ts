import {
  liveProgress,
  type ActivityStatus,
  type ChatMessage,
  type JoinLiveResponse,
  type LiveFeed,
  type LiveSignal,
  type Participant,
} from '@platform/shared';
import { mergeChat } from './chat';
import { markVoted, mergeQuestion, type RoomQuestion } from './questions';

/** What the room shows, kept in step by the join answer, the socket's signals and the host's own commands. */
export interface RoomState {
  status: ActivityStatus;
  participants: Participant[];
  total: number;
  feeds: LiveFeed[];
  /** The revision of `feeds`: a list of a lower one, read before it and arriving after, is dropped. */
  feedsRevision: number;
  chat: ChatMessage[];
  /** Live Q&A: loaded when the Q&A tab opens (and the socket reconnects), kept in step by the signals meanwhile. */
  questions: RoomQuestion[];
}

export type RoomAction =
  | { type: 'signal'; signal: LiveSignal }
  | { type: 'status'; status: ActivityStatus }
  | { type: 'participants'; participants: Participant[]; total: number }
  | { type: 'questions'; questions: RoomQuestion[] };

export function initialRoomState(joined: JoinLiveResponse, savedChat: ChatMessage[]): RoomState {
  return {
    status: joined.status,
    participants: joined.participants,
    total: joined.participants.filter((participant) => participant.online).length,
    feeds: joined.feeds,
    feedsRevision: joined.feeds_revision,
    chat: mergeChat(savedChat, joined.chat),
    questions: [],
  };
}

/**
 * The live is on and the room lists its host, but not online: their connection dropped (a reload, a network change).
 * An empty stage then says the host is coming back, not that no one shares video.
 */
export function hostReconnecting(state: Pick<RoomState, 'status' | 'participants'>): boolean {
  if (state.status !== 'LIVE') return false;
  const hosts = state.participants.filter((participant) => participant.role === 'host');
  return hosts.length > 0 && hosts.every((host) => !host.online);
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'status':
      return withStatus(state, action.status);
    case 'participants':
      return { ...state, participants: action.participants, total: action.total };
    case 'questions':
      return { ...state, questions: action.questions };
    case 'signal':
      return applySignal(state, action.signal);
  }
}

/**
 * A status read before the one shown and arriving after it (the status fetched as the socket reconnects, a go-live
 * signal meanwhile) would take the room back: the waiting screen over a live. The live never goes back, so it is dropped.
 */
function withStatus(state: RoomState, status: ActivityStatus): RoomState {
  return liveProgress(status) < liveProgress(state.status) ? state : { ...state, status };
}

/** The signals that change what the room shows; the others are actions for the page (toasts, modals, muting). */
function applySignal(state: RoomState, signal: LiveSignal): RoomState {
  switch (signal.type) {
    case 'status':
      return withStatus(state, signal.status);
    case 'participant-change':
      return { ...state, participants: signal.participants, total: signal.total };
    case 'feeds':
      return signal.revision < state.feedsRevision ? state : { ...state, feeds: signal.feeds, feedsRevision: signal.revision };
    case 'chat-message':
      return { ...state, chat: mergeChat(state.chat, [signal.message]) };
    case 'question':
      return { ...state, questions: mergeQuestion(state.questions, signal.question) };
    case 'question-voted':
      return { ...state, questions: markVoted(state.questions, signal.question_id) };
    case 'question-hidden':
      return { ...state, questions: state.questions.filter((question) => question.id !== signal.question_id) };
    case 'chat-hidden':
      return { ...state, chat: state.chat.filter((message) => message.id !== signal.message_id) };
    default:
      return state;
  }
}
