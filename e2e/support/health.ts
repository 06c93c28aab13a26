/** Whether an app server answers its health check at `url` (its origin) now. */
export async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Waits until the server at `url` answers its health check; throws after `timeoutMs`, or as soon as `gaveUp` says the
 * server will not come (its process exited).
 */
export async function waitForHealth(url: string, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answersHealth(url))) {
    if (gaveUp()) throw new Error(`the server for ${url} exited before it answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
