import { WIDGETS } from '@rendezvous/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The widget contract (shared/contracts widgets.ts) and what each remote's build exposes must agree:
// a widget in the contract that its remote does not expose would fail only at run time.
const root = join(__dirname, '..', '..', '..');

function exposedModules(remote: string): string[] {
  const config = readFileSync(join(root, remote, 'webpack.config.js'), 'utf8');
  return [...config.matchAll(/'\.\/([A-Za-z]+)':/g)].map((match) => match[1]).filter((name) => name !== 'lifecycles');
}

describe('the widget contract', () => {
  it.each(Object.entries(WIDGETS))('%s exposes exactly its widgets', (remote, widgets) => {
    expect(exposedModules(remote).sort()).toEqual([...widgets].sort());
  });

  it('names no widget in a remote that has none', () => {
    for (const remote of ['mfe-landers', 'mfe-legal']) expect(exposedModules(remote)).toEqual([]);
  });
});
