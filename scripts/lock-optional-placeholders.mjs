// Adds package-lock entries for optional platform packages the registry here does not serve.
//
// npm install leaves an optional dependency out of package-lock.json when the registry answers 404 for
// it (e.g. @biomejs/cli-darwin-arm64), and `npm ci` then refuses the lock as out of sync (npm/cli#9846).
// Each placeholder is marked optional with the os/cpu its name says, so npm skips it on other platforms.
// Run after every `npm install` that changes the lock: `npm run lock:fix`. See docs/decisions.md.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'netbsd',
  'win32',
  'openharmony',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    const tokens = name.split('/').pop().split('-');
    const os = tokens.find((t) => OS.includes(t));
    const cpu = tokens.find((t) => CPU.includes(t));
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    const placeholder = { version: String(version).replace(/^[\^~=]/, ''), optional: true };
    if (os) placeholder.os = [os];
    if (cpu) placeholder.cpu = [cpu];
    if (tokens.includes('musl') || tokens.includes('musleabihf')) placeholder.libc = ['musl'];
    else if (os === 'linux' && tokens.some((t) => t.startsWith('gnu'))) placeholder.libc = ['glibc'];
    packages[top] = placeholder;
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform placeholder(s) added`);
