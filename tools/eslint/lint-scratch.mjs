// The rules' node:tests lint scratch files in a temporary folder with only the rule under test on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * Writes `files` (path -> text) into a scratch folder and lints its .ts/.tsx files with `plugin`'s rule
 * `rule` alone, as `rendezvous/<rule>`; the messages by file, relative to the folder.
 */
export async function lintScratch(files, plugin, rule) {
  const dir = mkdtempSync(join(tmpdir(), `${rule}-`));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { rendezvous: plugin },
          rules: { [`rendezvous/${rule}`]: 'error' },
        },
      ],
    });
    const results = await eslint.lintFiles(['.']);
    return Object.fromEntries(results.map((result) => [result.filePath.slice(dir.length + 1), result.messages.map((message) => message.message)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
