// Builds as the release API receives them, for the release tests (releases, shared-releases): a federation
// manifest, a remote entry and the release.json shared/build-config writes, sent as a tar.gz.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'tar';

/** release.json as shared/build-config writes it, with one strict singleton of the given range/version. */
export function releaseManifest(name: string, session: { version: string; requiredVersion: string }) {
  return {
    name,
    version: '0.1.0',
    federationRuntime: '2.9.2',
    shared: [
      {
        name: '@rendezvous/session-store',
        version: session.version,
        requiredVersion: session.requiredVersion,
        singleton: true,
        strictVersion: true,
        bundlesFallback: name === 'shell',
      },
    ],
    widgets: { exposes: {}, consumes: {} },
  };
}

export function writeBuild(folder: string, name: string, session: { version: string; requiredVersion: string }): string {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'mf-manifest.json'),
    JSON.stringify({ metaData: { name, pluginVersion: '2.9.2', remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  writeFileSync(join(folder, 'remoteEntry.js'), `/* ${name} ${folder} */`);
  writeFileSync(join(folder, 'release.json'), JSON.stringify(releaseManifest(name, session)));
  return folder;
}

export async function tarOf(cwd: string, files: string[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd, preservePaths: true }, files)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
