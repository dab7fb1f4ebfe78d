/**
 * How the tests and the benchmark launch Debian's chromium: Playwright cannot download its own
 * browsers here. CHROMIUM_PATH overrides the binary. The flags keep a headless run off the network
 * (this machine has none) and away from the GPU.
 */
export const CHROMIUM_LAUNCH = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync'
	]
};
