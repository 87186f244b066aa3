import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers";

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
};
type Document = {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

// The document is the contract a third-party client is written from (/api/docs/json): checked on
// SQLite only, since the routes and their schemas do not depend on the dialect.
describe("the OpenAPI document", () => {
  let t: TestApp;
  let doc: Document;
  let operations: [string, Operation][];

  beforeAll(async () => {
    t = await createTestApp("sqlite");
    const r = await t.inject({ method: "GET", url: "/api/docs/json" });
    expect(r.statusCode).toBe(200);
    doc = r.json();
    operations = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${url}`, op]),
    );
  });
  afterAll(async () => t?.close());

  it("describes only the API, with a server and the bearer scheme", () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const url of Object.keys(doc.paths)) {
      expect(url).toMatch(/^\/api\//);
      expect(url).not.toMatch(/^\/api\/docs/);
    }
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("names and summarises every operation, with unique camelCase ids and described tags", () => {
    const ids = operations.map(([, op]) => op.operationId);
    for (const [name, op] of operations) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(op.tags?.length, name).toBe(1);
      const tag = doc.tags?.find((x) => x.name === op.tags?.[0]);
      expect(tag?.description, `${name}: tag ${op.tags?.[0]}`).toBeTruthy();
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says for every operation whether it needs a session", () => {
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    for (const [name, op] of operations) {
      expect(Array.isArray(op.security), name).toBe(true);
      for (const requirement of op.security ?? [])
        for (const scheme of Object.keys(requirement)) expect(schemes, name).toContain(scheme);
      // Required or optional, a token that is sent can be refused.
      if (op.security?.some((r) => "bearer" in r)) expect(op.responses, name).toHaveProperty("401");
    }
    expect(operations.find(([n]) => n === "POST /api/auth/login")?.[1].security).toEqual([]);
    expect(operations.find(([n]) => n === "GET /api/cart")?.[1].security).toEqual([{ bearer: [] }]);
    expect(operations.find(([n]) => n === "POST /api/orders")?.[1].security).toEqual([
      {},
      { bearer: [] },
    ]);
    // An order's own routes also open with its e-mailed link (X-Order-Token).
    for (const name of [
      "GET /api/orders/{id}",
      "POST /api/orders/{id}/cancel",
      "POST /api/orders/{id}/return",
    ])
      expect(operations.find(([n]) => n === name)?.[1].security, name).toEqual([
        {},
        { bearer: [] },
        { orderLink: [] },
      ]);
    expect(doc.components?.securitySchemes?.orderLink).toMatchObject({ type: "apiKey" });
    for (const name of ["POST /api/orders/track", "POST /api/auth/change-password"])
      expect(
        operations.map(([n]) => n),
        name,
      ).toContain(name);
  });

  it("declares a 400 wherever there is input, and every error in the shared shape", () => {
    for (const [name, op] of operations) {
      const input =
        op.requestBody !== undefined ||
        (op.parameters ?? []).some((p) => p.in === "path" || p.in === "query");
      if (input) expect(op.responses, name).toHaveProperty("400");
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const schema = response.content?.["application/json"]?.schema;
        expect(schema?.properties, `${name} ${status}`).toHaveProperty("error");
        expect(schema?.properties, `${name} ${status}`).toHaveProperty("errorCode");
      }
    }
  });

  it("declares the answers particular to some routes", () => {
    const responses = (name: string) =>
      Object.keys(operations.find(([n]) => n === name)?.[1].responses ?? {});
    expect(responses("POST /api/orders")).toEqual(
      expect.arrayContaining(["201", "400", "401", "404", "409", "422", "429"]),
    );
    expect(responses("POST /api/cart/add")).toEqual(expect.arrayContaining(["404", "422"]));
    expect(responses("POST /api/images/upload")).toEqual(
      expect.arrayContaining(["400", "401", "403", "413"]),
    );
    expect(responses("POST /api/auth/login")).toEqual(expect.arrayContaining(["401", "429"]));
    expect(responses("GET /api/health")).toEqual(expect.arrayContaining(["200", "503"]));
  });
});
