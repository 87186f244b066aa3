import type { FastifyInstance } from "fastify";
import { seedDemoCatalog, type SeedLog, type SeedOptions } from "@atelier/demo/seed";
import { countUsers, generatePassword, upsertAdmin } from "./features/auth/auth.service";
import { storeImage } from "./features/images/images.service";
import { readAll } from "./lib/storage";
import { insertIntoEmptyCatalog, isCatalogEmpty } from "./features/products/products.service";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create or promote that admin at every start (promoting a shopper's
 * account mails its address a set-password link: upsertAdmin). Without them, the first start of an
 * empty store creates one with a generated password, printed once.
 */
export async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  const { adminEmail, adminPassword } = app.config;
  if (adminEmail && adminPassword) {
    const result = await upsertAdmin(app.db, adminEmail, adminPassword, app.config.publicUrl);
    app.log.info({ email: adminEmail, result }, "admin account ready");
    if (result === "promoted") app.mailer.wake();
    return;
  }
  if ((await countUsers(app.db)) > 0) return;
  const email = "admin@atelier.local";
  const password = generatePassword();
  await upsertAdmin(app.db, email, password, app.config.publicUrl);
  const line = "─".repeat(60);
  // Printed, not logged: this is the only time the password exists in clear.
  process.stdout.write(
    `\n${line}\n  First start: an admin account was created.\n  E-mail:    ${email}\n  Password:  ${password}\n  It is shown only this once. Change it with: npm run admin -- set-password ${email} <new password>\n${line}\n\n`,
  );
}

/**
 * SEED_DEMO: the demo catalog (packages/demo) into an empty store. Its shots go through the
 * upload pipeline, so demo images behave exactly like an admin's. Answers how many products it
 * added.
 */
export function seedDemo(
  app: FastifyInstance,
  options: SeedOptions = {},
  log: SeedLog = app.log,
): Promise<number> {
  // Through app.storage: on disk or in the bucket, like an admin's uploads.
  const store = {
    putUpload: (name: string, data: Buffer) => app.storage.put(name, data, "image/webp"),
    readUpload: (name: string) => readAll(app.storage, name),
    isEmpty: () => isCatalogEmpty(app.db),
    storeImage: (image: Buffer) => storeImage(image, app.storage),
    // The label's size guides go in with the products, which name theirs (issue 28).
    insertIntoEmpty: (
      products: Parameters<typeof insertIntoEmptyCatalog>[1],
      guides: Parameters<typeof insertIntoEmptyCatalog>[2],
    ) => insertIntoEmptyCatalog(app.db, products, guides),
  };
  return seedDemoCatalog(store, log, options);
}
