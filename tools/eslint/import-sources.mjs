// What the repository's import rules share: which specifiers count as relative, and the one visitor that
// hands every module reference of a file to a check: imports and re-exports (type-only too), dynamic
// import(), `import x = require()` and require().

export const isRelative = (specifier) => specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');

/**
 * ESLint visitors calling `check(node, source)` for each module reference: `source` is the specifier's
 * node (a string Literal for the references a rule can follow).
 * @param {(node: import('estree').Node, source: import('estree').Node | undefined) => void} check
 */
export function visitImportSources(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source),
    TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && check(node, node.moduleReference.expression),
    CallExpression: (node) => node.callee.type === 'Identifier' && node.callee.name === 'require' && check(node, node.arguments[0]),
  };
}
