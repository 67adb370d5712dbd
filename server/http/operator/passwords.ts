import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolatedModules cannot read).
const ARGON2ID = 2;
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~30 ms here, memory-hard against GPUs.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the email is unknown, so a miss costs as long as a wrong password.
let decoy: Promise<string> | undefined;

/** Whether the password matches the stored hash; with no hash it still spends the same time and says no. */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
