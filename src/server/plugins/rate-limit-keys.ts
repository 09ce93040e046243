import type { FastifyRequest } from 'fastify';

/**
 * A route limit's key: the signed-in account, whichever of its sessions or tokens it uses, else
 * the resolved client address (docs/decisions/0032-one-resolved-client-address.md). A made-up token
 * is no account, so inventing tokens buys no fresh allowance.
 */
export async function accountOrAddress(request: FastifyRequest): Promise<string> {
  const user = await request.server.resolveUser(request).catch(() => null);
  return user ? `account:${user.id}` : `address:${request.ip}`;
}
