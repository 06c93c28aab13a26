import { type JanusHandle, JanusSession } from './janus-session.js';

export const VIDEOROOM = 'janus.plugin.videoroom';

/** The session and the handle that creates and destroys rooms and forwards; one at a time, replaced after a loss. */
export interface Link {
  session: JanusSession;
  manager: JanusHandle;
}

interface Options {
  url: string;
  requestTimeoutMs?: number;
  /** The link in use was lost; the next `connect` opens another. */
  onLost: (reason: string) => void;
}

/** The backend's one connection to Janus: opened on first use, opened again after a loss, closed with the backend. */
export function createJanusLink({ url, requestTimeoutMs, onLost }: Options) {
  let linking: Promise<Link> | undefined;
  let activeLink: Link | undefined;
  let closed = false;

  const lose = (lost: Link | undefined, reason: string) => {
    if (!lost || lost !== activeLink) return;
    activeLink = undefined;
    linking = undefined;
    onLost(reason);
  };

  const openLink = async (): Promise<Link> => {
    let link: Link | undefined;
    const session = await JanusSession.open({ url, requestTimeoutMs, onLost: (reason) => lose(link, reason) });
    try {
      link = { session, manager: await session.attach(VIDEOROOM) };
    } catch (error) {
      await session.close();
      throw error;
    }
    if (closed) {
      await session.close();
      throw new Error('the Janus backend is closed');
    }
    activeLink = link;
    return link;
  };

  return {
    connect: (): Promise<Link> => {
      if (closed) return Promise.reject(new Error('the Janus backend is closed'));
      linking ??= openLink().catch((error: unknown) => {
        linking = undefined;
        throw error;
      });
      return linking;
    },

    // Destroying the session detaches every handle: Janus hangs up each PeerConnection. Rooms are destroyed by
    // closeRoom only: one left open when the process stops mid-live stays (empty) in Janus until Janus restarts.
    close: async (): Promise<void> => {
      closed = true;
      const link = activeLink;
      activeLink = undefined;
      linking = undefined;
      await link?.session.close();
    },
  };
}
