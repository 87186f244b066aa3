import { loadConfig } from "./config";
import { createDb, dbOptionsFromConfig } from "./db/dialects";
import { migrateToLatest } from "./db/migrate";
import { generatePassword, promoteToAdmin, upsertAdmin } from "./features/auth/auth.service";
import { passwordProblem } from "@atelier/shared/auth";

const usage = `Usage:
  npm run admin -- create <email> [password]    create an admin (or promote and set the password)
  npm run admin -- promote <email>              make an existing account an admin
  npm run admin -- set-password <email> <password>`;

async function main() {
  const [command, email, password] = process.argv.slice(2);
  if (!command || !email || !["create", "promote", "set-password"].includes(command)) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = createDb(dbOptionsFromConfig(config));
  try {
    await migrateToLatest(db);
    if (command === "promote") {
      if (!(await promoteToAdmin(db, email))) throw new Error(`No account for ${email}`);
      process.stdout.write(`${email} is now an admin.\n`);
      return;
    }
    if (command === "set-password" && !password) throw new Error("set-password needs a password");
    const chosen = password ?? generatePassword();
    const problem = passwordProblem(chosen);
    if (problem) throw new Error(problem);
    const result = await upsertAdmin(db, email, chosen);
    process.stdout.write(`${email}: admin ${result}.${password ? "" : ` Password: ${chosen}`}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
