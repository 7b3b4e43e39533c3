// What both generators share: names in their several spellings, and edits of the places that list units.
// The one list is shared/contracts/src/platform-units.ts (REMOTES, SERVICES); a generator adds the unit
// there first, then to the few places that cannot read it yet (they are compared with it by
// tools/platform/platform-units.test.mjs).

const PLATFORM_UNITS = 'shared/contracts/src/platform-units.ts';
const KEBAB = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

/** 'lost-found' in every spelling a unit needs: LostFound, lostFound, LOST_FOUND, lost_found, 'Lost found'. */
function spellings(kebab) {
  const words = kebab.split('-');
  const className = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    kebab,
    className,
    propertyName: className[0].toLowerCase() + className.slice(1),
    constantName: words.join('_').toUpperCase(),
    snake: words.join('_'),
    title: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
  };
}

function assertKebab(value, what) {
  if (!KEBAB.test(value)) throw new Error(`${what} "${value}" is not a lowercase, dash-separated name (e.g. lost-found)`);
}

function read(tree, path) {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing: run the generator at the repository's root`);
  return text;
}

/** The text of a `export const <NAME> = [ ... ] as const` array of platform-units.ts, and where it ends. */
function listBlock(text, constant) {
  const start = text.indexOf(`export const ${constant} = [`);
  if (start < 0) throw new Error(`${PLATFORM_UNITS} has no ${constant} list`);
  const end = text.indexOf('\n] as const', start);
  if (end < 0) throw new Error(`${PLATFORM_UNITS}: the end of ${constant} ("] as const") is not where it was`);
  return { start, end, block: text.slice(start, end) };
}

/** The names in the one list (REMOTES or SERVICES), read from the source the generator edits. */
function listedNames(tree, constant) {
  const { block } = listBlock(read(tree, PLATFORM_UNITS), constant);
  return [...block.matchAll(/\bname: '([^']+)'/g)].map(([, name]) => name);
}

/** The ports the list gives its services. */
function listedPorts(tree) {
  const { block } = listBlock(read(tree, PLATFORM_UNITS), 'SERVICES');
  return [...block.matchAll(/\bport: (\d+)/g)].map(([, port]) => Number(port));
}

/** Appends one entry (a line of TypeScript) to REMOTES or SERVICES. */
function addToList(tree, constant, entry) {
  const text = read(tree, PLATFORM_UNITS);
  const { end } = listBlock(text, constant);
  tree.write(PLATFORM_UNITS, `${text.slice(0, end)}\n  ${entry}${text.slice(end)}`);
}

/**
 * Inserts `line` after the last line matching `pattern` (the end of a run of similar lines).
 * Throws when there is none: the file's shape changed and the generator must follow it.
 */
function insertAfterLast(tree, path, pattern, line) {
  const lines = read(tree, path).split('\n');
  const index = lines.findLastIndex((candidate) => pattern.test(candidate));
  if (index < 0) throw new Error(`${path}: no line like ${pattern} to add "${line}" after`);
  lines.splice(index + 1, 0, line);
  tree.write(path, lines.join('\n'));
}

/**
 * Inserts `entry` as the last element of the array that starts at `opening` (`export const X = [` ... `\n];`).
 */
function appendToArray(tree, path, opening, entry) {
  const text = read(tree, path);
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`${path}: "${opening}" is not there any more`);
  const end = text.indexOf('\n];', start);
  if (end < 0) throw new Error(`${path}: the end of "${opening}" ("];" on its own line) is not there`);
  tree.write(path, `${text.slice(0, end)}\n  ${entry}${text.slice(end)}`);
}

/** Adds projects to the browser tests' implicitDependencies (so `nx affected` runs them when the unit changes). */
function addE2eDependency(tree, updateJson, project, after) {
  updateJson(tree, 'e2e/package.json', (json) => {
    const deps = json.nx.implicitDependencies;
    if (!deps.includes(project)) {
      const last = deps.findLastIndex((dep) => after.test(dep));
      deps.splice(last < 0 ? deps.length : last + 1, 0, project);
    }
    return json;
  });
}

module.exports = { PLATFORM_UNITS, spellings, assertKebab, read, listedNames, listedPorts, addToList, insertAfterLast, appendToArray, addE2eDependency };
