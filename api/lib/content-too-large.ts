// Node only: a request whose body was refused as too large (413) ends its connection.
//
// The body limit itself is app.ts's (the same on Workers): it refuses a declared Content-Length
// over the limit before reading a byte, and a chunked body as soon as it grows over it. What it
// cannot do is end the connection. Kept alive, Node would read the rest of the refused body and go
// on with whatever follows it: a request pipelined behind the refused one would run, although its
// client got a response without its request being read. On Workers, Cloudflare's edge owns the
// client's connection and reads the rest itself; a Worker neither can nor needs to close it.
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { IncomingMessage } from 'node:http';
import { Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';

/** How long a closing connection still reads (and drops) what its client is sending. */
export const LINGER_MS = 1_000;

type Bindings = HttpBindings | Http2Bindings;
type Fetch = (
  request: Request,
  bindings: Bindings,
) => Response | Promise<Response | undefined> | undefined;

/** Connections told to close: nothing more that arrives on them reaches the app. */
const closing = new WeakSet<Socket>();

/**
 * `fetch` (the Node server's handler), ending the connection of every request it refuses with 413. A
 * request that arrives on such a connection anyway (pipelined behind the refused one) is not
 * handled: the socket is destroyed at once.
 */
export function closeConnectionsOfTooLargeRequests(fetch: Fetch): Fetch {
  return (request, bindings) => {
    const { incoming, outgoing } = bindings;
    if (!(incoming instanceof IncomingMessage) || outgoing instanceof Http2ServerResponse)
      return fetch(request, bindings);
    if (closing.has(incoming.socket)) {
      incoming.socket.destroy();
      return new Response(null, { status: 400 });
    }
    // Only a request that sends a body can be refused as too large.
    const { headers } = incoming;
    if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined)
      return fetch(request, bindings);
    return closeWhenRefused(fetch(request, bindings), incoming, outgoing);
  };
}

/**
 * Waits for the response; a 413 goes out with `Connection: close`, after which the socket closes.
 * Node would close it at once (socket.destroySoon), with the client maybe still sending: closing a
 * socket with unread bytes makes the kernel send a reset, which may drop the 413 before the
 * client reads it. So the connection first sends its end, reads and drops for LINGER_MS what
 * still comes, and then closes (sooner if the client closes first).
 */
async function closeWhenRefused(
  pending: ReturnType<Fetch>,
  incoming: IncomingMessage,
  outgoing: HttpBindings['outgoing'],
) {
  const response = await pending;
  if (response?.status !== 413) return response;
  const { socket } = incoming;
  closing.add(socket);
  outgoing.shouldKeepAlive = false;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
  return response;
}
