// Who is really calling. X-Forwarded-For/-Host/-Proto are believed only when the connection comes
// from an address in TRUSTED_PROXIES (our load balancer); from anyone else they are dropped and
// the socket's address is the client. The server entry (scripts/serve.ts) applies this to every
// request before Next sees it, so the app can read x-forwarded-for as the client's address.
import { BlockList, isIP } from "node:net";
import type { IncomingHttpHeaders } from "node:http";

export type TrustedProxies = BlockList;

const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

/** "::ffff:10.0.0.1" (IPv4 on a dual-stack socket) is 10.0.0.1. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** TRUSTED_PROXIES: comma-separated addresses or CIDR ranges ("10.0.0.0/8, ::1"). */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const list = new BlockList();
  for (const entry of (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const ip = normalizeAddress(address);
    const family = isIP(ip);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return list;
}

function isTrusted(list: TrustedProxies, address: string): boolean {
  const ip = normalizeAddress(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
}

/**
 * Rewrites the forwarding headers in place: x-forwarded-for becomes the one client address.
 * Through trusted proxies it is the right-most address in the chain that is not a trusted proxy.
 */
export function applyForwardedTrust(
  headers: IncomingHttpHeaders,
  peer: string | undefined,
  trusted: TrustedProxies,
): void {
  const socketAddress = normalizeAddress(peer ?? "");
  if (!peer || !isTrusted(trusted, socketAddress)) {
    for (const name of FORWARDED_HEADERS) delete headers[name];
    if (socketAddress) headers["x-forwarded-for"] = socketAddress;
    return;
  }
  const raw = headers["x-forwarded-for"];
  const chain = (Array.isArray(raw) ? raw.join(",") : (raw ?? ""))
    .split(",")
    .map(normalizeAddress)
    .filter((a) => isIP(a) !== 0);
  let client = socketAddress;
  for (let i = chain.length - 1; i >= 0; i--) {
    client = chain[i];
    if (!isTrusted(trusted, client)) break;
  }
  headers["x-forwarded-for"] = client;
  delete headers["x-real-ip"];
  delete headers["forwarded"];
}
