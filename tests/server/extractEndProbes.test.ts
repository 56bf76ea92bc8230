/**
 * The battery of stated starts and ends (`tests/fixtures/endprobes`,
 * session 9): written blind, then development data. The floor keeps the
 * ends read from later sentences and paragraphs from going back; the traps
 * keep a later time about something else from becoming an end.
 */
import { describe, expect, it } from "vitest";
import { loadProbes, StartAndEnd, startsAndEnds } from "./support/probes";

describe("the battery of stated starts and ends", () => {
  it("reads at least 86 of its 94 starts and 77 of its ends, and no trap's later time as an end", async () => {
    const probes = await loadProbes("endprobes", StartAndEnd);
    const { starts, ends, trapsTaken } = await startsAndEnds(probes);
    expect(probes.reduce((sum, probe) => sum + probe.expect.length, 0)).toBe(94);
    expect(starts).toBeGreaterThanOrEqual(86);
    expect(ends).toBeGreaterThanOrEqual(77);
    expect(trapsTaken).toEqual([]);
  });
});
