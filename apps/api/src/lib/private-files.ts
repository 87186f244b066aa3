import fs from "node:fs";
import fsp from "node:fs/promises";

/**
 * Everything the store writes to disk is owner-only, whatever the umask: the database holds the
 * order-link keys, password hashes and every customer's address; the outbox holds reset links;
 * receipts are bank transfers (docs/security.md#second-round-issue-26). A mode given to mkdir or
 * open only narrows through the umask, so each path is also set with chmod once it exists.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * mkdir -p: every folder it creates is 0700. An existing `dir` is made 0700 too when it is the
 * store's own (`tighten`); DATA_DIR itself may be the operator's, and is only warned about.
 */
export function makePrivateDirSync(dir: string, { tighten = true } = {}): void {
  const created = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  if (created !== undefined || tighten) fs.chmodSync(dir, PRIVATE_DIR);
}

export async function makePrivateDir(dir: string, { tighten = true } = {}): Promise<void> {
  const created = await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  if (created !== undefined || tighten) await fsp.chmod(dir, PRIVATE_DIR);
}

/** Writes a new file (or replaces one) readable by the owner only. */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await fsp.writeFile(file, data, { mode: PRIVATE_FILE });
  await fsp.chmod(file, PRIVATE_FILE);
}

/** A file another program wrote (SQLite's backup, pg_dump, a copy) made owner-only. */
export const makePrivateFile = (file: string) => fsp.chmod(file, PRIVATE_FILE);

/**
 * An SQLite database and its -wal/-shm files, 0600: the file is made empty and private before
 * SQLite first opens it (SQLite gives -wal and -shm the database file's mode), and an existing
 * one left readable by an older release is tightened.
 */
export function makePrivateDatabaseSync(file: string): void {
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(f, PRIVATE_FILE);
    } catch (err) {
      // Not there (no -wal yet), or another user's file this process may only use: left as is.
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "EPERM") throw err;
    }
  }
}

/** Why DATA_DIR is readable by others (group or world), or null when it is owner-only. */
export function sharedDirProblem(dir: string): string | null {
  let mode: number;
  try {
    mode = fs.statSync(dir).mode & 0o777;
  } catch {
    return null;
  }
  if ((mode & 0o077) === 0) return null;
  return `DATA_DIR ${dir} is readable by others (mode ${mode.toString(8).padStart(4, "0")}): it holds the database, receipts and mails with reset links; chmod 700 it (systemd: StateDirectoryMode=0700)`;
}
