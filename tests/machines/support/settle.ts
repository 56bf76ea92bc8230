const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets promises, Effect fibers and actor mailboxes run until `fingerprint`
 * (what the test watches) stays the same for three macrotasks in a row, or
 * 200 have passed. Free of vitest, so `npm run paths` settles with it too.
 */
export async function settleUntilStill(fingerprint: () => string): Promise<void> {
  let previous = "";
  let stableRounds = 0;
  for (let round = 0; round < 200 && stableRounds < 3; round += 1) {
    await nextMacrotask();
    const current = fingerprint();
    stableRounds = current === previous ? stableRounds + 1 : 0;
    previous = current;
  }
}
