import { afterEach, describe, expect, it, vi } from "vitest";
import { PURGE_EVERY_MS } from "../src/plugins/purge";
import { createTestApp, signupAndLogin, type TestApp } from "./helpers";

describe("the purge schedule", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it("purges on an interval that keeps no process alive and stops when the app closes", async () => {
    const setSpy = vi.spyOn(globalThis, "setInterval");
    const clearSpy = vi.spyOn(globalThis, "clearInterval");
    t = await createTestApp("sqlite");
    const call = setSpy.mock.calls.findIndex(([, ms]) => ms === PURGE_EVERY_MS);
    expect(call).toBeGreaterThanOrEqual(0);
    const timer = setSpy.mock.results[call]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);

    // The scheduled function is the purge: an expired session is gone after one tick.
    await signupAndLogin(t, "tick@example.com");
    await t.app.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const tick = setSpy.mock.calls[call]![0] as () => Promise<void>;
    await tick();
    expect(await t.app.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);

    await t.close();
    t = undefined;
    expect(clearSpy.mock.calls.some(([id]) => id === timer)).toBe(true);
    setSpy.mockRestore();
    clearSpy.mockRestore();
  });
});
