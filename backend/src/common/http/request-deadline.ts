import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestLimits } from '../../config/app.config';

const DEADLINE = Symbol('request deadline');
type TimedRequest = IncomingMessage & { [DEADLINE]?: NodeJS.Timeout };

/**
 * Closes the connection of a client too slow to send its request (docs/architecture.md, "Slow clients"): Node's
 * headersTimeout for the headers and, since Node's requestTimeout is one limit for the whole server, its own timer for
 * the request's body, which a media upload extends (allowSlowBody). Node checks its limits every second, not every 30.
 */
export function limitSlowClients(server: Server, limits: RequestLimits): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.uploadMs;
  // createServer's option, read again when the server starts listening; Nest creates the server without options.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  server.on('request', (req: TimedRequest, res: ServerResponse) => setDeadline(req, res, limits.requestMs));
}

/** Gives a request that may take long to arrive (an admin's upload, already authenticated) `ms` from now. */
export function allowSlowBody(req: IncomingMessage, res: ServerResponse, ms: number): void {
  setDeadline(req, res, ms);
}

function setDeadline(req: TimedRequest, res: ServerResponse, ms: number): void {
  clearTimeout(req[DEADLINE]);
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent)
      res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' }).end(
        JSON.stringify({
          statusCode: 408,
          code: 'REQUEST_TIMEOUT',
          message: 'The request took too long to arrive',
          error: 'Request Timeout',
        }),
      );
    req.socket.destroySoon();
  }, ms).unref();
  req[DEADLINE] = timer;
  res.once('close', () => clearTimeout(timer));
}
