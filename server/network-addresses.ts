/** The addresses a server listening on a host can be opened at, for the line `npm start` prints. */
import type { NetworkInterfaceInfo } from 'node:os';

/**
 * The URLs to print for a server on `host`:`port`: `http://localhost:PORT/` first when the host
 * is this machine or every network, then, when it listens on every network (`0.0.0.0` or `::`),
 * each non-internal IPv4 address (the ones students on the same network can open), else the host
 * itself.
 * @param interfaces what os.networkInterfaces() returns.
 */
export function listenUrls(
	host: string,
	port: number,
	interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>
): string[] {
	const everywhere = host === '0.0.0.0' || host === '::' || host === '';
	const local = everywhere || host === '127.0.0.1' || host === 'localhost' || host === '::1';
	const urls = local ? [`http://localhost:${port}/`] : [];
	if (!everywhere) {
		if (!local) urls.push(`http://${host.includes(':') ? `[${host}]` : host}:${port}/`);
		return urls;
	}
	for (const infos of Object.values(interfaces)) {
		for (const info of infos ?? []) {
			if (info.family === 'IPv4' && !info.internal) urls.push(`http://${info.address}:${port}/`);
		}
	}
	return urls;
}

/**
 * The address students on the network open, from `listenUrls`' list: the first that is not
 * localhost, without its trailing slash ("http://192.168.1.20:4173"); null when the server
 * listens on this machine only. The teacher's page uses it for the join link when it was
 * opened at localhost (protocol.ts, `teacher:start`).
 */
export function studentOrigin(urls: readonly string[]): string | null {
	return urls.find((url) => !url.startsWith('http://localhost:'))?.replace(/\/$/, '') ?? null;
}
