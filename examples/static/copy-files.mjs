// No bundler: the page and its script are served as they are, with the package's files
// (node_modules/hexadoku) in hexadoku/ beside them, where the import map of index.html
// points. This copies all of them into dist/, the folder to serve.
import { cp, rm } from 'node:fs/promises';

const dist = new URL('./dist/', import.meta.url);
// The package's folder, found as Node finds it: also when it is installed in a parent
// folder's node_modules, as in a workspace.
const hexadoku = new URL('../', import.meta.resolve('hexadoku'));

await rm(dist, { recursive: true, force: true });
for (const file of ['index.html', 'main.js']) await cp(new URL(file, import.meta.url), new URL(file, dist));
await cp(hexadoku, new URL('hexadoku/', dist), { recursive: true });
