import { createServer } from 'node:net';

/** Resolves to `preferred` when it can be bound on 127.0.0.1, else to a free port the OS picks. */
export function freePort(preferred = 0, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') resolve(freePort(0, host));
      else reject(error);
    });
    probe.listen(preferred, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : preferred;
      probe.close(() => resolve(port));
    });
  });
}
