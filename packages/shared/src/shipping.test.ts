import { describe, expect, it } from "vitest";
import {
  basketShipping,
  daysRange,
  DEFAULT_ZONES,
  servedGovernorates,
  shippingFee,
  shippingZoneCreateSchema,
  zoneOfGovernorate,
  type ShippingZones,
} from "./shipping";

const TWO: ShippingZones = {
  zones: [
    DEFAULT_ZONES.zones[0]!,
    {
      id: 2,
      name: "Alexandria & Delta",
      nameAr: "الإسكندرية والدلتا",
      governorates: ["EG-ALX", "EG-BH"],
      fee: 85,
      days: { min: 2, max: 4 },
      cod: false,
    },
  ],
  freeShippingOver: 1000,
};

describe("shipping (issue 30)", () => {
  it("charges the fee below the threshold and nothing at or above it", () => {
    expect(shippingFee(70, 999.99, 1000)).toBe(70);
    expect(shippingFee(70, 1000, 1000)).toBe(0);
    expect(shippingFee(70, 1000.01, 1000)).toBe(0);
    expect(shippingFee(70, 5000, null)).toBe(70);
  });

  it("lists the served governorates in the store's order and finds their zone", () => {
    expect(servedGovernorates(DEFAULT_ZONES)).toEqual(["Cairo", "Giza"]);
    expect(servedGovernorates(TWO)).toEqual(["Cairo", "Giza", "Alexandria", "Beheira"]);
    expect(zoneOfGovernorate(TWO, "Alexandria")?.fee).toBe(85);
    expect(zoneOfGovernorate(TWO, "EG-GZ")?.name).toBe("Greater Cairo");
    expect(zoneOfGovernorate(TWO, "Aswan")).toBeUndefined();
  });

  it("shows the bag's shipping: the zone's once known, else from the lowest, free over the threshold", () => {
    expect(basketShipping(DEFAULT_ZONES, 500)).toMatchObject({ fee: 70, from: false, free: false });
    expect(basketShipping(TWO, 500)).toMatchObject({ fee: 70, from: true });
    expect(basketShipping(TWO, 500, "Alexandria")).toMatchObject({ fee: 85, from: false });
    expect(basketShipping(TWO, 1000, "Alexandria")).toMatchObject({ fee: 0, free: true });
    expect(basketShipping(TWO, 1200)).toMatchObject({ fee: 0, free: true });
  });

  it("writes a delivery estimate with an en dash", () => {
    expect(daysRange({ min: 3, max: 5 })).toBe("3–5");
    expect(daysRange({ min: 2, max: 2 })).toBe("2");
  });

  it("sorts a zone's governorates and defaults cod and enabled to true", () => {
    const zone = shippingZoneCreateSchema.parse({
      name: "Delta",
      nameAr: "الدلتا",
      governorates: ["EG-SHR", "EG-DK"],
      fee: "85",
      days: { min: 2, max: 4 },
    });
    expect(zone).toMatchObject({
      governorates: ["EG-DK", "EG-SHR"],
      fee: 85,
      cod: true,
      enabled: true,
    });
  });
});
