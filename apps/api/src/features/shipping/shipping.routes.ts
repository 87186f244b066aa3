import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminShippingZoneSchema,
  adminShippingZonesSchema,
  shippingSettingsSchema,
  shippingZoneCreateSchema,
  shippingZonePatchSchema,
  shippingZonesSchema,
  zoneIdParamsSchema,
  type AdminShippingZone,
} from "@atelier/shared/shipping";
import { errorResponses, security as access } from "../../lib/openapi";
import * as service from "./shipping.service";
import { audited, auditActorOf, changeEntry } from "../audit/audit.service";

// What the audit log keeps of a zone (issue 33): everything but its id.
const zoneFields = ({ id: _id, ...fields }: AdminShippingZone) => fields as Record<string, unknown>;
const zoneSubject = (zone: AdminShippingZone) => `Zone ${zone.name}`;

/** Shipping zones (issue 30, docs/product.md#shipping-zones): read by anyone, set by admins. */
export default async function shippingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["shipping"];

  app.get(
    "/shipping/zones",
    {
      schema: {
        tags,
        operationId: "listShippingZones",
        summary: "The enabled shipping zones and the free-shipping threshold",
        description:
          "An object, not a bare list, so the store-wide setting travels with the zones: `zones` are the enabled zones `[{ id, name, nameAr, governorates: [ISO 3166-2:EG codes], fee (EGP), days: { min, max }, cod }]`, and `freeShippingOver` the subtotal (EGP) from which shipping is free, or null. A governorate in no zone here is not delivered to: placeOrder answers 400 for it. Read from the database each time, so an admin's change shows at once.",
        security: access.public,
        response: { 200: shippingZonesSchema },
      },
    },
    async () => service.publicZones(app.db),
  );

  app.get(
    "/admin/shipping/zones",
    {
      onRequest: app.allow("shipping"),
      schema: {
        tags,
        operationId: "listAdminShippingZones",
        summary: "Every shipping zone, enabled or not, and the free-shipping threshold",
        security: access.bearer,
        response: { 200: adminShippingZonesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.adminZones(app.db),
  );

  app.post(
    "/admin/shipping/zones",
    {
      onRequest: app.allow("shipping"),
      schema: {
        tags,
        operationId: "createShippingZone",
        summary: "Add a shipping zone",
        description:
          "`governorates` are ISO 3166-2:EG codes; each governorate may be in one zone only (else 400 naming it and the zone that has it). `fee` in EGP (0 to 10,000), `days` the delivery estimate, `cod` whether cash on delivery is taken there (default true), `enabled` (default true).",
        security: access.bearer,
        body: shippingZoneCreateSchema,
        response: { 201: adminShippingZoneSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const zone = await audited(app.db, auditActorOf(request), {
        change: (trx) => service.createZone(trx, request.body),
        entry: (z) => ({ kind: "shipping.zone", subject: zoneSubject(z), after: zoneFields(z) }),
      });
      return reply.status(201).send(zone);
    },
  );

  app.patch(
    "/admin/shipping/zones/:id",
    {
      onRequest: app.allow("shipping"),
      schema: {
        tags,
        operationId: "updateShippingZone",
        summary: "Change a shipping zone",
        description:
          "Only the fields sent change; `governorates` replaces the zone's list. Orders already placed keep the fee, zone and governorate they were placed with.",
        security: access.bearer,
        params: zoneIdParamsSchema,
        body: shippingZonePatchSchema,
        response: { 200: adminShippingZoneSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return audited(app.db, auditActorOf(request), {
        before: async (trx) => (await service.adminZones(trx)).zones.find((z) => z.id === id),
        change: (trx) => service.updateZone(trx, id, request.body),
        entry: (after, before) =>
          changeEntry(
            { kind: "shipping.zone", subject: zoneSubject(after) },
            before ? zoneFields(before) : {},
            zoneFields(after),
          ),
      });
    },
  );

  app.put(
    "/admin/shipping/settings",
    {
      onRequest: app.allow("shipping"),
      schema: {
        tags,
        operationId: "setShippingSettings",
        summary: "Set the free-shipping threshold",
        description:
          "`freeShippingOver`: the subtotal in EGP from which shipping is free, or null for none. Answers the zones and the threshold, as listAdminShippingZones.",
        security: access.bearer,
        body: shippingSettingsSchema,
        response: { 200: adminShippingZonesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const over = request.body.freeShippingOver;
      await audited(app.db, auditActorOf(request), {
        before: (trx) => service.freeShippingOver(trx),
        change: (trx) => service.setFreeShippingOver(trx, over),
        entry: (_done, before) =>
          changeEntry(
            { kind: "shipping.settings", subject: "Free shipping" },
            { freeShippingOver: before },
            { freeShippingOver: over },
          ),
      });
      return service.adminZones(app.db);
    },
  );
}
