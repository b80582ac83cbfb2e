/**
 * Password hashing with argon2id (OWASP parameters: m=19 MiB, t=2, p=1) via @node-rs/argon2.
 * `verifyPassword` also runs against a dummy hash when the user does not exist, so the time of a
 * failed login does not reveal whether the login is registered. The native addon is loaded on the
 * first hash or verification, not at start-up (bench/startup: a restart answers before any login).
 */
import type { Options } from '@node-rs/argon2';

let argon2: Promise<typeof import('@node-rs/argon2')> | null = null;
let dummy: Promise<string> | null = null;

/** The argon2 module and the options of every hash (argon2id, m=19456 KiB, t=2, p=1). */
async function modulo(): Promise<{ a: typeof import('@node-rs/argon2'); options: Options }> {
  const a = await (argon2 ??= import('@node-rs/argon2'));
  return { a, options: { algorithm: a.Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } };
}

/** argon2id PHC string (`$argon2id$v=19$...`) of `plain`. */
export async function hashPassword(plain: string): Promise<string> {
  const { a, options } = await modulo();
  return a.hash(plain, options);
}

/** True when `plain` matches `stored` (an argon2 PHC string); false for a null/malformed hash. */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  const { a } = await modulo();
  if (!stored?.startsWith('$argon2')) {
    dummy ??= hashPassword('senha-inexistente-para-tempo-constante');
    await a.verify(await dummy, plain).catch(() => false);
    return false;
  }
  return a.verify(stored, plain).catch(() => false);
}
