import type { Role } from "./auth";

/*
 * Staff and permissions (issue 33, docs/product.md#the-team). Every admin route names one of these
 * and the server checks it on each request (apps/api/src/plugins/auth.ts); the admin pages ask the
 * same function, so a control a role cannot use is not drawn.
 */
export const PERMISSIONS = [
  // What staff may do: the orders, and a product's stock and words.
  "orders.view",
  "orders.manage",
  "products.view",
  "products.stock",
  "products.text",
  // The admin's alone.
  "products.prices",
  "products.create",
  "products.delete",
  "products.images",
  "products.colors",
  "size-guides",
  "payments",
  "customers",
  "discounts",
  "shipping",
  "settings",
  "analytics",
  "team",
  "audit",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF: readonly Permission[] = [
  "orders.view",
  "orders.manage",
  "products.view",
  "products.stock",
  "products.text",
];

const GRANTS: Record<Role, readonly Permission[]> = {
  customer: [],
  staff: STAFF,
  admin: PERMISSIONS,
};

/** Whether `role` may do what `permission` names; an unknown role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return Object.hasOwn(GRANTS, role ?? "") && GRANTS[role as Role].includes(permission);
}

/** The store's team: whoever may open the admin pages at all. */
export const isTeam = (role: string | null | undefined): boolean => can(role, "orders.view");

/** The roles a member of the team can hold, and the words the admin pages use for them. */
export const TEAM_ROLES = ["admin", "staff"] as const satisfies readonly Role[];
export type TeamRole = (typeof TEAM_ROLES)[number];
