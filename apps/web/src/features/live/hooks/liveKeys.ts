/** Every live-room query starts with 'live'. */
export const liveKeys = {
  activity: (id: string) => ['live', 'activity', id] as const,
  participants: (id: string) => ['live', 'participants', id] as const,
  openRooms: (workspaceId: string) => ['live', 'open-rooms', workspaceId] as const,
  replay: (id: string) => ['live', 'replay', id] as const,
};
