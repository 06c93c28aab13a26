import type { Database } from '../../database/database.js';
import { createLiveChatRepository } from './live-chat.repository.js';
import { createLiveConnectionsRepository } from './live-connections.repository.js';
import { createLiveDestinationsRepository } from './live-destinations.repository.js';
import { createLiveFeedsRepository } from './live-feeds.repository.js';
import { createLiveParticipantsRepository } from './live-participants.repository.js';
import { createLiveRecordingsRepository } from './live-recordings.repository.js';

export type { ChatRow } from './live-chat.repository.js';
export { CONNECTION_STALE_MS } from './live-connections.repository.js';
export type { FeedRow, RoomFeeds } from './live-feeds.repository.js';
export { ACCESS_ENDED_TOKEN_HASH, type ParticipantRow } from './live-participants.repository.js';
export type { SegmentRow } from './live-recordings.repository.js';

/** The live rooms' rows, one file per table: participants, connections, feeds, chat, recordings, restream destinations. */
export function createLiveRepository(db: Database) {
  return {
    ...createLiveParticipantsRepository(db),
    ...createLiveConnectionsRepository(db),
    ...createLiveFeedsRepository(db),
    ...createLiveChatRepository(db),
    ...createLiveRecordingsRepository(db),
    ...createLiveDestinationsRepository(db),
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
