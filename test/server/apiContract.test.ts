import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToDesk, addOperator } from '../../server/http/operator';
import { documentAjv } from './contract/documentAjv';
import { harvest } from './contract/harvest';
import { invalidRequest } from './contract/invalidRequests';
import { operationsOf } from './contract/operations';
import { validRequest, type ContractRequest, type RequestGeneration } from './contract/requests';
import { listen } from './contract/server';
import { builtDocument, contractShop, loggedErrors, pictures } from './contract/shopForContract';
import { tableDigest } from './contract/tableDigest';
import { responseProblems, type Document } from './openApiCheck';
import type { TestShop } from './testShop';

/**
 * The property-based contract test (docs/decisions/014-api-contract.md): for every operation of the served
 * document, generated valid and invalid requests against a real server on real PostgreSQL. No 5xx, every
 * status documented for its operation, every body valid against its schema, invalid requests refused (4xx)
 * and changing nothing. CONTRACT_RUNS (default 200) valid and as many invalid requests per operation;
 * CONTRACT_SEED replays a run.
 */
const RUNS = Number(process.env.CONTRACT_RUNS ?? 200);
const SEED = process.env.CONTRACT_SEED === undefined ? undefined : Number(process.env.CONTRACT_SEED);
const OPERATOR = { email: 'contract@jholaandco.in', password: 'a long contract test passphrase' };

const doc = (await builtDocument()) as Document;
const operations = operationsOf(doc);

let shop: TestShop;
let server: Awaited<ReturnType<typeof listen>>;
let generation: RequestGeneration;
const desk = { cookie: '', csrfToken: '' };

async function signIn() {
  Object.assign(
    desk,
    await signInToDesk((path, init) => shop.app.request(path, init), OPERATOR.email, OPERATOR.password),
  );
  generation.cookie = desk.cookie;
}

beforeAll(async () => {
  shop = await contractShop();
  server = await listen(shop);
  await addOperator(shop.pool, OPERATOR.email, OPERATOR.password);
  generation = { ajv: documentAjv(doc), samples: () => [], cookie: '', files: await pictures() };
  await signIn();
  const seen = await harvest(operations, (path, headers) => server.send({ method: 'GET', url: path, headers }), {
    Cookie: desk.cookie,
  });
  // The session's own CSRF token is the one real value of that header (read now: a sign-in renews it).
  generation.samples = (name) => (name === 'X-CSRF-Token' ? [desk.csrfToken] : seen(name));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await shop?.close();
});

const describeRequest = (r: ContractRequest) =>
  `${r.method} ${r.url}${r.broken ? ` (broken: ${r.broken})` : ''} ${typeof r.body === 'string' ? r.body.slice(0, 300) : r.body ? `<${r.body.length} bytes>` : ''}`;

async function problemsOf(name: string, r: ContractRequest, mustRefuse: boolean) {
  const res = await server.send(r);
  const problems = await responseProblems(doc, name, res);
  if (res.status >= 500)
    problems.unshift(`${name} answered ${res.status}; logged: ${loggedErrors.at(-1) ?? 'nothing'}`);
  if (mustRefuse && (res.status < 400 || res.status >= 500)) problems.push(`an invalid request got ${res.status}`);
  return { status: res.status, problems };
}

// Requests go out BATCH at a time (the server and PostgreSQL work in parallel): each property run is one
// batch, so RUNS requests take RUNS / BATCH runs.
const BATCH = 8;

/** Runs the property; the statuses seen are returned for the coverage line of the report. */
async function check(name: string, arbitrary: fc.Arbitrary<ContractRequest>, mustRefuse: boolean) {
  const statuses: Record<number, number> = {};
  const batch = fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH });
  await fc.assert(
    fc.asyncProperty(batch, async (requests) => {
      const answers = await Promise.all(requests.map((r) => problemsOf(name, r, mustRefuse)));
      answers.forEach(({ status }) => (statuses[status] = (statuses[status] ?? 0) + 1));
      const failed = answers.findIndex(({ problems }) => problems.length > 0);
      if (failed >= 0)
        throw new Error(`${answers[failed]!.problems.join('\n')}\nrequest: ${describeRequest(requests[failed]!)}`);
    }),
    { numRuns: Math.ceil(RUNS / BATCH), seed: SEED, endOnFailure: true },
  );
  return statuses;
}

/** A valid sign-out or "end this session" ends the test's own session too: sign in again for the next. */
async function keepSignedIn() {
  const res = await shop.app.request('/api/admin/session', { headers: { Cookie: desk.cookie } });
  if (res.status === 401) await signIn();
}

describe.each(operations)('$method $path', (op) => {
  const name = `${op.method} ${op.path}`;

  it(`${RUNS} valid requests: no 5xx, documented statuses, bodies valid`, async () => {
    const started = performance.now();
    const statuses = await check(name, validRequest(op, generation), false);
    console.info(
      `contract ${name} valid → ${JSON.stringify(statuses)} in ${Math.round(performance.now() - started)} ms`,
    );
    await keepSignedIn();
  }, 120_000);

  it(`${RUNS} invalid requests: refused with a documented 4xx, nothing changed`, async () => {
    const arbitrary = invalidRequest(op, generation);
    if (!arbitrary) return expect(op.parameters.length + (op.body ? 1 : 0) + (op.secured ? 1 : 0)).toBe(0);
    const before = await tableDigest(shop.pool);
    const started = performance.now();
    const statuses = await check(name, arbitrary, true);
    console.info(
      `contract ${name} invalid → ${JSON.stringify(statuses)} in ${Math.round(performance.now() - started)} ms`,
    );
    const after = await tableDigest(shop.pool);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
    await keepSignedIn();
  }, 120_000);
});
