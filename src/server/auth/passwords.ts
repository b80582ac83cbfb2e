/**
 * Password hashing with argon2id (OWASP parameters: m=19 MiB, t=2, p=1) via @node-rs/argon2.
 * `verifyPassword` also runs against a dummy hash when the user does not exist, so the time of a
 * failed login does not reveal whether the login is registered.
 */
import { hash, verify, Algorithm } from '@node-rs/argon2';

const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
let dummy: Promise<string> | null = null;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when `plain` matches `stored` (an argon2 PHC string); false for a null/malformed hash. */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored?.startsWith('$argon2')) {
    dummy ??= hashPassword('senha-inexistente-para-tempo-constante');
    await verify(await dummy, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
