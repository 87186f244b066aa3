import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when the e-mail is unknown, so both answers take the same time. A fixed hash
 * of a password nobody has, made with hashPassword's parameters (m=19456, t=2, p=1): if those
 * change, make it again, or an unknown e-mail would answer at a different speed.
 */
export const TIMING_DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$ok6Tyhb6YHau5DO+/yCeng$PpobsVZnXLs1HusnXOza/LEyidMG3ZLwplbg2sfJPzU";
