import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** Whether the request came to one of the product's own hosts (OWN_HOSTS); the port is ignored. */
export function isOwnHost(req: FastifyRequest, config: Pick<ServerConfig, 'ownHosts'>): boolean {
  let host = String(req.hostname ?? '').toLowerCase();
  // Fastify 5 answers the host without its port; older forms and IPv6 literals are handled too.
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']'));
  else if (host.split(':').length === 2) host = host.split(':')[0];
  return !!host && config.ownHosts.includes(host);
}
