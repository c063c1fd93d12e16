import type { RequestHandler } from 'express';

export const UNKNOWN_HOST_MESSAGE = 'Unknown host';

/**
 * Names that only reach this server from the machine itself or through a proxy in front of it: no
 * other site can make a browser send them, since DNS rebinding needs the attacker's own name.
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Container and load-balancer probes often name the server by its own address (Docker's
 * HEALTHCHECK, an AWS target group); these two answers are the same for everyone and read nothing
 * a visitor owns.
 */
const PROBES = new Set(['/api/health', '/api/ready']);

/** `name` or `name:port`, where name is a DNS name, an IPv4 address or a bracketed IPv6 one. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * The address this connection arrived at, as a Host header names it. The server draws pages by
 * reading its own API there (http/first-screen.ts), which in a container is the container's own
 * address. A page of another site never sends it: a browser names the page's own host, so an
 * address literal means the visitor typed it.
 */
function ownAddress(localAddress: string | undefined): string | undefined {
  if (!localAddress) return undefined;
  const address = localAddress.replace(/^::ffff:(?=\d+\.)/, '');
  return (address.includes(':') ? `[${address}]` : address).toLowerCase();
}

/**
 * Refuses requests whose Host header names anything but this site: the host name of PUBLIC_URL,
 * or a loopback name (on any port: development, tests, a proxy on the same machine). A page of
 * another site whose name was made to resolve to this server (DNS rebinding) then reads and
 * changes nothing: its requests carry its own name. Refused with 400, also for pages; nothing
 * redirects, so a refused request never learns more than that.
 */
export function hostCheck(publicUrl: string | undefined): RequestHandler {
  const accepted = new Set(LOOPBACK_NAMES);
  if (publicUrl) accepted.add(new URL(publicUrl).hostname);
  return (req, res, next) => {
    const hostname = HOST_HEADER.exec(req.headers.host ?? '')?.[1]?.toLowerCase();
    if (
      (hostname !== undefined &&
        (accepted.has(hostname) || hostname === ownAddress(req.socket.localAddress))) ||
      PROBES.has(req.path)
    ) {
      next();
      return;
    }
    res.status(400).set('Cache-Control', 'no-store');
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      res.json({
        message: UNKNOWN_HOST_MESSAGE,
        errors: [{ field: '', message: UNKNOWN_HOST_MESSAGE }],
      });
    } else {
      res.type('text/plain').send(UNKNOWN_HOST_MESSAGE);
    }
  };
}
