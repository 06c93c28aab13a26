/** Every live-room query starts with 'live'. */
export const liveKeys = {
  activity: (id: string) => ['live', 'activity', id] as const,
  participants: (id: string) => ['live', 'participants', id] as const,
  openRooms: (workspaceId: string) => ['live', 'open-rooms', workspaceId] as const,
  replay: (id: string) => ['live', 'replay', id] as const,
  /** Under replay(id), so what invalidates a live's replay (the host hiding a message) also reloads its chunks' chat. */
  replayChat: (id: string, fromMs: number, toMs: number) => ['live', 'replay', id, 'chat', fromMs, toMs] as const,
};
