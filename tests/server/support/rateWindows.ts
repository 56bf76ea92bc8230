/**
 * The auth rate limits count hits in fixed windows aligned to the clock
 * (server/auth/rateLimit.ts): a test that counts its way to a 429 must not
 * straddle the end of one, or the count starts again halfway and the 429
 * never comes. This waits for the next window when the current one has
 * less than `needSeconds` left.
 */
export async function roomInWindow(windowSeconds: number, needSeconds: number): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}
