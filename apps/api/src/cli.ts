import path from "node:path";
import { loadConfig } from "./config";
import { createDb, dbOptionsFromConfig, MIGRATION_TIMEOUTS } from "./db/dialects";
import { migrateToLatest } from "./db/migrate";
import { generatePassword, promoteToAdmin, upsertAdmin } from "./features/auth/auth.service";
import { rotateOrderLinkKey } from "./features/orders/order-links";
import { passwordProblem } from "@atelier/shared/auth";
import { canonicalEmail, isEmail } from "@atelier/shared/email";
import { backup, defaultBackupFolder, restore } from "./ops/backup";
import { migrateUploadsToBucket } from "./ops/migrate-uploads";

const usage = `Usage:
  npm run admin -- create <email> [password]    create an admin (or promote and set the password)
  npm run admin -- promote <email>              make an existing account an admin (its password
                                                ends; a set-password link is mailed to it)
  npm run admin -- set-password <email> <password>
  npm run admin -- rotate-link-key [--drop-old]  sign order links with a new key (--drop-old: a
                                                leaked key, its links stop opening at once)
  npm run backup [-- <folder>]                  snapshot the store (default ./backups/<time>)
  npm run restore -- <folder> [--force]         a backup into a fresh DATA_DIR or empty database
  npm run migrate-uploads                       copy DATA_DIR/uploads into S3_BUCKET`;

const print = (line: string) => process.stdout.write(`${line}\n`);

/** Backups and uploads: docs/deploy-storage-backups.md. */
async function ops(command: string, args: string[]) {
  const config = loadConfig();
  const db = dbOptionsFromConfig(config);
  const folders = args.filter((a) => !a.startsWith("--"));
  if (command === "migrate-uploads") await migrateUploadsToBucket(config, print);
  else if (command === "backup") {
    const folder = folders[0] ? path.resolve(folders[0]) : defaultBackupFolder();
    await backup({ config, db, folder, print });
  } else {
    if (!folders[0]) throw new Error(`restore needs a backup folder\n${usage}`);
    const force = args.includes("--force");
    await restore({ config, db, folder: path.resolve(folders[0]), force, print });
  }
}

/** docs/security.md#second-round-issue-26: a new order-link key, every process within a minute. */
async function rotateLinkKey(args: string[]) {
  const dropOld = args.includes("--drop-old");
  const db = createDb(dbOptionsFromConfig(loadConfig()));
  try {
    await migrateToLatest(db);
    const id = await rotateOrderLinkKey(db, { dropOld });
    print(
      dropOld
        ? `Order links are signed with key ${id}; links of older keys no longer open.`
        : `Order links are signed with key ${id}; links of older keys open until they expire.`,
    );
  } finally {
    await db.destroy();
  }
}

async function main() {
  const [command, typed, password] = process.argv.slice(2);
  const email = typed === undefined ? undefined : canonicalEmail(typed);
  if (command === "backup" || command === "restore" || command === "migrate-uploads")
    return ops(command, process.argv.slice(3));
  if (command === "rotate-link-key") return rotateLinkKey(process.argv.slice(3));
  if (!command || !email || !["create", "promote", "set-password"].includes(command)) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const options = dbOptionsFromConfig(config);
  // An operator's command, not a request: its migrations may take minutes
  // (docs/deploy.md#upgrading).
  const db = createDb(
    options.dialect === "postgres" ? { ...options, timeouts: MIGRATION_TIMEOUTS } : options,
  );
  try {
    await migrateToLatest(db);
    if (command === "promote") {
      if (!(await promoteToAdmin(db, email, config.publicUrl)))
        throw new Error(`No account for ${email}`);
      // The running store sends it from the outbox (within a poll), or the next start does.
      process.stdout.write(
        `${email} is now an admin. Its password no longer works: a link to set one was mailed to ${email}.\n`,
      );
      return;
    }
    if (command === "set-password" && !password) throw new Error("set-password needs a password");
    if (command === "create" && !isEmail(email))
      throw new Error(
        `${email} is not one e-mail address (docs/security.md#e-mail-addresses-are-one-mailbox)`,
      );
    const chosen = password ?? generatePassword();
    const problem = passwordProblem(chosen);
    if (problem) throw new Error(problem);
    const result = await upsertAdmin(db, email, chosen, config.publicUrl);
    const mailed = result === "promoted" ? ` A set-password link was mailed to ${email}.` : "";
    process.stdout.write(
      `${email}: admin ${result}.${password ? "" : ` Password: ${chosen}`}${mailed}\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : "";
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}${cause}\n`);
  process.exit(1);
});
