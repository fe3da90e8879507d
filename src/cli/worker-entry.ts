/**
 * The file simulation workers run when the CLI is the built bundle (`dist/cli.js`, which serves as a worker
 * itself); undefined when running from the TypeScript sources, where the simulator's own worker is used.
 */
export function cliWorkerEntry(): URL | undefined {
  const here = import.meta.url;
  return here.endsWith('.js') ? new URL(here) : undefined;
}
