/**
 * The static file handler for build/ (the served site): GET and HEAD only, `index.html` for a
 * folder (so `/` is the app), the right MIME type by extension, 404 for anything missing or
 * outside the folder (`..` in any spelling, encoded or not, and NUL bytes), a year's immutable
 * cache for SvelteKit's hashed files under `_app/immutable/`, and `no-cache` for the rest (so a new
 * build is seen at once).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

/** MIME types by extension (lower case, with the dot); others are application/octet-stream. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.wasm': 'application/wasm'
};

/** The cache header of SvelteKit's content-hashed files (their name changes with their content). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A request handler: answers every request it is given. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The file of `root` a URL path names, or null when the path cannot name one inside `root`
 * (bad percent-encoding, a NUL byte, or `..` leading out). A path ending in `/` names its
 * `index.html`. Pure: no file is read.
 * @param root an absolute folder.
 * @param urlPath the request's path, still percent-encoded, without the query.
 */
export function fileFor(root: string, urlPath: string): string | null {
	let path: string;
	try {
		path = decodeURIComponent(urlPath);
	} catch {
		return null;
	}
	if (path.includes('\0') || !path.startsWith('/')) return null;
	const file = resolve(root, `.${path.replaceAll('\\', '/')}`);
	if (file !== root && !file.startsWith(root + sep)) return null;
	return path.endsWith('/') ? join(file, 'index.html') : file;
}

function plain(res: ServerResponse, status: number, text: string, head: boolean): void {
	res.writeHead(status, {
		'content-type': 'text/plain; charset=utf-8',
		'content-length': Buffer.byteLength(text),
		'x-content-type-options': 'nosniff'
	});
	res.end(head ? undefined : text);
}

/**
 * A handler serving the files of `root` (see the file's comment).
 * @param root the folder to serve (build/); made absolute.
 */
export function staticFiles(root: string): RequestHandler {
	const base = resolve(root);
	return (req, res) => {
		const head = req.method === 'HEAD';
		if (req.method !== 'GET' && !head) {
			res.setHeader('allow', 'GET, HEAD');
			plain(res, 405, 'Method not allowed', head);
			return;
		}
		const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
		let file = fileFor(base, urlPath);
		if (file === null) {
			plain(res, 404, 'Not found', head);
			return;
		}
		const send = async () => {
			let info = await stat(file!).catch(() => null);
			if (info?.isDirectory()) {
				file = join(file!, 'index.html');
				info = await stat(file).catch(() => null);
			}
			if (!info?.isFile()) {
				plain(res, 404, 'Not found', head);
				return;
			}
			const immutable = file!.startsWith(join(base, '_app', 'immutable') + sep);
			res.writeHead(200, {
				'content-type': MIME_TYPES[extname(file!).toLowerCase()] ?? 'application/octet-stream',
				'content-length': info.size,
				'cache-control': immutable ? IMMUTABLE_CACHE : 'no-cache',
				'x-content-type-options': 'nosniff'
			});
			if (head) {
				res.end();
				return;
			}
			const stream = createReadStream(file!);
			stream.on('error', () => res.destroy());
			stream.pipe(res);
		};
		send().catch(() => {
			if (!res.headersSent) plain(res, 500, 'Server error', head);
			else res.destroy();
		});
	};
}
