import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "../../test/helpers";
import { countHit } from "./rate-limit";
import { purgeExpired } from "./purge";

// The per-address counters without Redis (migration 0011): what every worker and machine on one
// database shares. Windows are tested by passing the time, never by waiting.
for (const dialect of DIALECTS) {
  describe(`per-address counters in the database (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    it("counts simultaneous hits exactly once each, per key, and starts again in a new window", async () => {
      t = await createTestApp(dialect);
      const minute = 60_000;
      const now = 1_800_000_000_000 + 10_000;
      const hits = await Promise.all(
        Array.from({ length: 40 }, () =>
          countHit(t.app.db, "POST/api/orders-10.0.0.1", minute, now),
        ),
      );
      expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(hits[0]!.ttl).toBe(minute - 10_000);
      expect((await countHit(t.app.db, "POST/api/orders-10.0.0.2", minute, now)).current).toBe(1);
      expect(
        (await countHit(t.app.db, "POST/api/orders-10.0.0.1", minute, now + minute)).current,
      ).toBe(1);
      // Past windows are purged with the other expired rows.
      const purged = await purgeExpired(t.app.db, {
        attemptWindowMinutes: 15,
        now: new Date(now + minute),
      });
      expect(purged.rateLimits).toBe(2);
      expect(await t.app.db.selectFrom("rate_limits").selectAll().execute()).toHaveLength(1);
    });
  });
}
