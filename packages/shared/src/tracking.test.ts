import { describe, expect, it } from "vitest";
import { COURIERS, toTracking, trackingNumberSchema, trackingUrl } from "./tracking";

describe("tracking numbers (docs/product.md#tracking-numbers)", () => {
  it("links only the couriers whose tracking page is known, the number URL-encoded", () => {
    expect(trackingUrl("bosta", "4840040003")).toBe(
      "https://bosta.co/tracking-shipments?shipment-number=4840040003",
    );
    expect(trackingUrl("aramex", "AB-1")).toBe(
      "https://www.aramex.com/eg/en/track/results?ShipmentNumber=AB-1",
    );
    for (const c of ["mylerz", "jt", "r2s", "other"] as const)
      expect(trackingUrl(c, "12345")).toBeNull();
    expect(COURIERS).toEqual(["bosta", "mylerz", "aramex", "jt", "r2s", "other"]);
  });

  it("reads Arabic-Indic digits, trims, and takes only 3–40 letters, digits and dashes", () => {
    expect(trackingNumberSchema.parse("  ٤٨٤٠٠٤٠٠٠٣ ")).toBe("4840040003");
    expect(trackingNumberSchema.parse("JT-۱۲۳")).toBe("JT-123");
    for (const bad of ["12", "1".repeat(41), "=1+2", "12 34", "<b>123</b>", "123\n456"])
      expect(trackingNumberSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("answers null for an unknown courier or no number", () => {
    expect(toTracking(null, null)).toBeNull();
    expect(toTracking("dhl", "12345")).toBeNull();
    expect(toTracking("jt", "12345")).toEqual({ courier: "jt", number: "12345", url: null });
  });
});
