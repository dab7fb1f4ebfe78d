import { startWeight } from './first-visit.ts';
import { serve } from './serve.ts';
const { server, origin } = await serve('/work/main/build');
for (const hash of process.argv.slice(2)) {
const r = await startWeight(origin + '/' + hash);
console.log(hash, (r.gzip/1000).toFixed(1), 'kB gzip');
for (const f of r.files) console.log((f.gzip/1000).toFixed(1).padStart(7), f.path);
}
server.close();
