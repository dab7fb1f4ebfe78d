/**
 * The app's one HTTP server: the static files of build/ and the live class's Socket.IO endpoint
 * on the same port (server/main.ts starts it; the tests and the benchmark start it on a free
 * loopback port).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClassStore } from './class-store';
import { attachLiveClass, type LiveClass, type LiveClassOptions } from './live-class';
import { staticFiles } from './static-files';

/** Where the server listens, what it serves, and the live class's limits. */
export interface AppServerOptions extends Omit<LiveClassOptions, 'store'> {
	/** The address to listen on ('0.0.0.0': every network; '127.0.0.1': this machine only). */
	readonly host: string;
	/** The port (0: a free one, read back from `port`). */
	readonly port: number;
	/** The SQLite file of the live classes (server/class-store.ts), or ':memory:'. */
	readonly dbPath: string;
	/** The folder of the built site (build/). */
	readonly buildDir: string;
}

/** A running app server. */
export interface AppServer {
	/** The port it listens on. */
	readonly port: number;
	readonly store: ClassStore;
	readonly live: LiveClass;
	/** Disconnects every client, stops listening, then closes the store. */
	close(): Promise<void>;
}

/**
 * Opens the store and starts listening.
 * Throws (rejects) when the store cannot be opened or the port cannot be listened on.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
	const store = new ClassStore(options.dbPath);
	const http = createServer(staticFiles(options.buildDir));
	const live = attachLiveClass(http, { ...options, store });
	try {
		await new Promise<void>((done, fail) => {
			http.once('error', fail);
			http.listen(options.port, options.host, () => {
				http.off('error', fail);
				done();
			});
		});
	} catch (error) {
		store.close();
		throw error;
	}
	let closing: Promise<void> | null = null;
	return {
		port: (http.address() as AddressInfo).port,
		store,
		live,
		close() {
			closing ??= new Promise<void>((done) => {
				live.io.close(() => done());
				http.closeAllConnections();
			}).finally(() => store.close());
			return closing;
		}
	};
}
