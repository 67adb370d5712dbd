import * as z from 'zod/mini';

// The pieces of the desk's URL search params (in the shop's entry chunk, so kept small). A bad or hand-edited value is
// dropped (the list shows unfiltered), never an error; the server checks what it gets (a 400 names it).
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const kept = (keep: (value: string) => boolean) =>
  z.catch(
    z.optional(
      z.pipe(
        z.unknown(),
        z.transform((value) => (typeof value === 'string' && keep(value.trim()) ? value.trim() : undefined)),
      ),
    ),
    undefined,
  );
export const text = kept(Boolean);
export const day = kept((value) => DAY.test(value));
export const laterPage = z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(2))), undefined);
