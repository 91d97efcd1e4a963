import { isIP } from 'node:net';

export type HostScope = { kind: 'platform' } | { kind: 'tenant'; slug: string };

export interface HostRules {
  /** Labels that are the product's own app hosts (www, app, localhost…). */
  appHosts: readonly string[];
  /** Apex domain of the deployment; that host itself is the platform. */
  baseDomain?: string;
}

/** Lower-cased host name without port, brackets or trailing dot. */
export function hostName(hostHeader: string | undefined): string {
  let host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(1, end) : host;
  }
  const colon = host.indexOf(':');
  if (colon >= 0 && host.indexOf(':', colon + 1) < 0) host = host.slice(0, colon);
  return host.replace(/\.$/, '');
}

/**
 * SPEC §1/§6: the tenant is the first label of the host name, unless the host is one of the
 * product's own (app hosts, www, app, local addresses): then it is the platform itself.
 */
export function scopeOfHost(hostHeader: string | undefined, rules: HostRules): HostScope {
  const host = hostName(hostHeader);
  if (!host || isIP(host) !== 0) return { kind: 'platform' };
  if (rules.baseDomain && host === rules.baseDomain) return { kind: 'platform' };
  const labels = host.split('.');
  const first = labels[0] ?? '';
  if (labels.length === 1 || rules.appHosts.includes(first)) return { kind: 'platform' };
  return { kind: 'tenant', slug: first };
}
