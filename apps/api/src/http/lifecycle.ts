import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * An instance's life after SIGTERM: it stops taking connections at once, answers what is already in
 * flight, and tells the proxy to stop reusing its connections, so a rolling restart fails no request.
 */
export class Lifecycle {
  /** True after SIGTERM: readiness answers 503 and every answer closes its connection. */
  draining = false;

  /** Marks every answer of a draining instance `Connection: close`. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (_request, reply) => {
      if (this.draining) reply.header('connection', 'close');
    });
  }

  /**
   * Stops listening (the proxy's next connection is refused, which it retries elsewhere for any method),
   * ends `beforeWait`'s long-lived streams, then waits up to `timeoutMs` for the open connections to finish
   * their requests. Connections left idle are closed after a moment: by then the proxy has met the refused
   * port and stopped choosing this instance, so it is not writing a request into one of them.
   */
  async drain(app: FastifyInstance, timeoutMs: number, beforeWait: () => Promise<void>): Promise<void> {
    this.draining = true;
    const server = app.server;
    // http.Server#close would also cut idle keep-alive connections at once, racing a proxy about to reuse
    // one for a POST it could not retry; net.Server#close only stops accepting.
    Server.prototype.close.call(server);
    await beforeWait();
    const started = Date.now();
    for (;;) {
      const open = await new Promise<number>((resolve) =>
        server.getConnections((error, count) => resolve(error ? 0 : count)),
      );
      const waited = Date.now() - started;
      if (open === 0 || waited >= timeoutMs) break;
      if (waited >= IDLE_GRACE_MS) server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.closeAllConnections();
  }
}

const IDLE_GRACE_MS = 1000;
