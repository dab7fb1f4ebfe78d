/** The static file handler (server/static-files.ts) on a loopback port over a small fake build. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, IMMUTABLE_CACHE, staticFiles } from '../../../server/static-files';

let root: string;
let server: Server;
let port: number;

beforeAll(async () => {
	// The build sits in a folder beside a secret file, which no path may reach.
	const dir = mkdtempSync(join(tmpdir(), 'minimax-lab-static-'));
	root = join(dir, 'build');
	mkdirSync(join(root, '_app', 'immutable', 'chunks'), { recursive: true });
	mkdirSync(join(root, 'docs'));
	writeFileSync(join(dir, 'secret.txt'), 'secret');
	writeFileSync(join(root, 'index.html'), '<!doctype html><title>Minimax Lab</title>');
	writeFileSync(join(root, 'docs', 'index.html'), 'docs');
	writeFileSync(join(root, '_app', 'immutable', 'chunks', 'app.1a2b.js'), 'export {};');
	writeFileSync(join(root, '_app', 'version.json'), '{"version":"1"}');
	writeFileSync(join(root, 'style.css'), 'body{}');
	writeFileSync(join(root, 'favicon.svg'), '<svg/>');
	writeFileSync(join(root, 'data.bin'), 'x');
	server = createServer(staticFiles(root));
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
	await new Promise((done) => server.close(done));
	rmSync(join(root, '..'), { recursive: true, force: true });
});

/** A raw request (the path sent as written, not normalized by a URL parser). */
function get(path: string, method = 'GET') {
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
		(done, fail) => {
			const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
				let body = '';
				res.setEncoding('utf8');
				res.on('data', (chunk) => (body += chunk));
				res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
			});
			req.on('error', fail);
			req.end();
		}
	);
}

describe('serving build/', () => {
	it('answers / with index.html, no-cache', async () => {
		const res = await get('/');
		expect(res).toMatchObject({ status: 200, body: '<!doctype html><title>Minimax Lab</title>' });
		expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
		expect(res.headers['cache-control']).toBe('no-cache');
		expect((await get('/?lang=fr')).status).toBe(200);
	});

	it.each([
		['/style.css', 'text/css; charset=utf-8'],
		['/favicon.svg', 'image/svg+xml'],
		['/_app/version.json', 'application/json; charset=utf-8'],
		['/data.bin', 'application/octet-stream'],
		['/docs', 'text/html; charset=utf-8'],
		['/docs/', 'text/html; charset=utf-8']
	])('%s is %s', async (path, type) => {
		const res = await get(path);
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toBe(type);
	});

	it('caches the hashed files under _app/immutable for a year', async () => {
		const res = await get('/_app/immutable/chunks/app.1a2b.js');
		expect(res).toMatchObject({ status: 200, body: 'export {};' });
		expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
		expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
		expect((await get('/_app/version.json')).headers['cache-control']).toBe('no-cache');
	});

	it('answers HEAD without a body, and other methods with 405', async () => {
		const head = await get('/style.css', 'HEAD');
		expect(head).toMatchObject({ status: 200, body: '' });
		expect(head.headers['content-length']).toBe('6');
		const post = await get('/', 'POST');
		expect(post.status).toBe(405);
		expect(post.headers.allow).toBe('GET, HEAD');
	});

	it.each([
		'/missing.js',
		'/_app/immutable/',
		'/../secret.txt',
		'/%2e%2e/secret.txt',
		'/%2E%2E%2Fsecret.txt',
		'/docs/..%2F..%2Fsecret.txt',
		'/..%5Csecret.txt',
		'/index.html%00.js',
		'/%E0%A4%A',
		'//etc/passwd'
	])('%s is 404', async (path) => {
		const res = await get(path);
		expect(res.status).toBe(404);
		expect(res.body).toBe('Not found');
	});
});

describe('fileFor', () => {
	it('names files inside the root only', () => {
		expect(fileFor('/srv/build', '/a/b.js')).toBe('/srv/build/a/b.js');
		expect(fileFor('/srv/build', '/')).toBe('/srv/build/index.html');
		expect(fileFor('/srv/build', '/%2e%2e/x')).toBeNull();
		expect(fileFor('/srv/build', '/a/../../x')).toBeNull();
		expect(fileFor('/srv/build', '/a/../b.js')).toBe('/srv/build/b.js');
		expect(fileFor('/srv/build', 'relative')).toBeNull();
	});
});
