import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { answerClientErrors } from '../../../server/http/clientErrors';
import type { TestShop } from '../testShop';
import type { ContractRequest } from './requests';

/** The test shop's app listening on 127.0.0.1 (a real socket: Node's parser, headers and all). */
export async function listen(shop: TestShop) {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  answerClientErrors(server);
  // fetch keeps connections for 4 s; a server closing an idle one first races a reused request into
  // ECONNRESET (a transport artefact, not an answer), so the server keeps them longer.
  server.keepAliveTimeout = 60_000;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    send: (r: ContractRequest) =>
      fetch(origin + r.url, {
        method: r.method,
        headers: r.headers,
        body: r.body as BodyInit | undefined,
        redirect: 'manual',
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
