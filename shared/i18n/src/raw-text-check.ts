import ts from 'typescript';
import { SUPPORTED_LOCALES } from './locales';

/**
 * The raw-text check (issue 31, defect 4): every string a screen asks i18next for, read from the
 * source, against every locale's catalogue. A member sees raw text when a key is missing in their
 * locale (the browser downloads no English fallback: i18next prints the key), when a key names a
 * group instead of a text, or when a text's `{{variable}}` is not passed (i18next prints "{{name}}").
 * Test-only (reads source text with the TypeScript parser); not exported to the browser bundles.
 */

/** namespace -> locale -> catalogue tree */
export type Catalogues = Record<string, Record<string, Record<string, unknown>>>;

export interface SourceFile {
  path: string;
  text: string;
  /** the namespace `useTranslation()` without an argument gets in this project (the remote's own; the shell: common) */
  defaultNamespace: string;
}

export interface RawTextReport {
  problems: string[];
  /** t() calls whose keys were checked (a literal, a literal choice, or a template matched against the catalogue) */
  checked: number;
  /** t() calls whose key is a variable (a table of keys, a validation message): listed, so the gap is visible */
  unresolved: string[];
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const VARIABLE = /\{\{\s*([^,}\s]+)\s*(?:,[^}]*)?\}\}/g;

function flatten(tree: Record<string, unknown>, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.set(path, value);
    if (value && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
  }
  return out;
}

/** The keys a call may mean: a literal, each branch of a `?:`, or a template as a pattern. */
type KeyRef = { kind: 'exact'; key: string } | { kind: 'pattern'; source: string; pattern: RegExp };

function keyRefsOf(node: ts.Expression): KeyRef[] | null {
  if (ts.isParenthesizedExpression(node)) return keyRefsOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ kind: 'exact', key: node.text }];
  if (ts.isConditionalExpression(node)) {
    const a = keyRefsOf(node.whenTrue);
    const b = keyRefsOf(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isTemplateExpression(node)) {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const source = node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('');
    const pattern = new RegExp(`^${escape(node.head.text)}${node.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`).join('')}$`);
    return [{ kind: 'pattern', source, pattern }];
  }
  return null;
}

/** The options' names, or null when they cannot be known from the source (a variable, a spread). */
function optionNamesOf(node: ts.Expression | undefined): Set<string> | null {
  if (!node) return new Set();
  if (!ts.isObjectLiteralExpression(node)) return null;
  const names = new Set<string>();
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) return null;
    if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) names.add(property.name.text);
  }
  return names;
}

interface Call {
  file: string;
  line: number;
  namespaces: string[];
  refs: KeyRef[];
  /** the interpolation values given; null: unknown */
  values: Set<string> | null;
  /** `defaultValue` given: a template key may match nothing (the default then shows, by design) */
  hasDefault: boolean;
}

/** `t(key, { ns: 'errors' })`: the namespace the options name. */
function namespaceOption(node: ts.Expression | undefined): string | null {
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'ns' && ts.isStringLiteral(property.initializer)) return property.initializer.text;
  }
  return null;
}

const isTCallee = (callee: ts.Expression) =>
  (ts.isIdentifier(callee) && callee.text === 't') ||
  (ts.isPropertyAccessExpression(callee) && callee.name.text === 't' && /^(i18n|i18next)$/.test(callee.expression.getText()));

/** The namespaces a file's `useTranslation(...)` calls name; the project's own when it names none. */
function namespacesOf(source: ts.SourceFile, defaultNamespace: string): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      const [first] = node.arguments;
      if (!first) found.add(defaultNamespace);
      else if (ts.isStringLiteral(first)) found.add(first.text);
      else if (ts.isArrayLiteralExpression(first)) for (const element of first.elements) if (ts.isStringLiteral(element)) found.add(element.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found.size === 0) found.add(defaultNamespace);
  return [...found];
}

const KEY_SHAPE = /^[a-z_]+(\.[a-z0-9_-]+)+$/;

/**
 * The keys a variable passed to t() can hold, where the file says so: a parameter typed as a union of
 * literals (`titleKey: 'premium' | 'pricing'`), or an element of a constant table the call's callback
 * maps over (`LEGAL_LINKS.map(([href, key]) => t(key))`: the table's key-shaped literals).
 */
function keysOfVariable(source: ts.SourceFile, variable: ts.Identifier): KeyRef[] | null {
  const union = new RegExp(`\\b${variable.text}\\??:\\s*((?:'[^']+'\\s*\\|?\\s*)+)`).exec(source.text);
  if (union) return [...union[1].matchAll(/'([^']+)'/g)].map(([, key]) => ({ kind: 'exact', key }));
  for (let node: ts.Node | undefined = variable.parent; node; node = node.parent) {
    if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) continue;
    const call = node.parent;
    if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'map') continue;
    const table = call.expression.expression;
    if (!ts.isIdentifier(table)) return null;
    let keys: KeyRef[] | null = null;
    const find = (candidate: ts.Node) => {
      if (ts.isVariableDeclaration(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === table.text && candidate.initializer) {
        const found: KeyRef[] = [];
        const collect = (inner: ts.Node) => {
          if (ts.isStringLiteral(inner) && KEY_SHAPE.test(inner.text)) found.push({ kind: 'exact', key: inner.text });
          ts.forEachChild(inner, collect);
        };
        collect(candidate.initializer);
        if (found.length > 0) keys = found;
      }
      ts.forEachChild(candidate, find);
    };
    find(source);
    return keys;
  }
  return null;
}

function callsOf(file: SourceFile, unresolved: string[]): Call[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const namespaces = namespacesOf(source, file.defaultNamespace);
  const calls: Call[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTCallee(node.expression) && node.arguments.length > 0) {
      const [keyNode, options] = node.arguments;
      const refs = keyRefsOf(keyNode) ?? (ts.isIdentifier(keyNode) ? keysOfVariable(source, keyNode) : null);
      if (!refs) unresolved.push(`${file.path}:${lineOf(node)} t(${keyNode.getText()})`);
      else {
        const values = optionNamesOf(options);
        const ns = namespaceOption(options);
        calls.push({ file: file.path, line: lineOf(node), namespaces: ns ? [ns] : namespaces, refs, values, hasDefault: values?.has('defaultValue') ?? true });
      }
    }
    // <Trans i18nKey="..." values={{ ... }} />
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'Trans') {
      let refs: KeyRef[] | null = null;
      let values: Set<string> | null = new Set();
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue;
        const name = attribute.name.getText();
        const init = attribute.initializer;
        const expression = ts.isStringLiteral(init) ? init : ts.isJsxExpression(init) ? init.expression : undefined;
        if (name === 'i18nKey' && expression) refs = keyRefsOf(expression);
        if (name === 'values') values = expression ? optionNamesOf(expression) : null;
      }
      if (refs) calls.push({ file: file.path, line: lineOf(node), namespaces, refs, values, hasDefault: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** The texts a key stands for in one catalogue: the string, or its plural forms; null: no such text. */
function textsOf(catalogue: Map<string, unknown>, key: string): string[] | null {
  const value = catalogue.get(key);
  if (typeof value === 'string') return [value];
  const plurals = PLURAL_FORMS.map((form) => catalogue.get(`${key}_${form}`)).filter((text): text is string => typeof text === 'string');
  return plurals.length > 0 ? plurals : null;
}

/**
 * Every text of a catalogue a member could read with an unusable placeholder: `{name}`, an unclosed `{{`.
 * `filledElsewhere`: texts a library fills itself (key -> why), exempt.
 */
export function findBrokenPlaceholders(catalogues: Catalogues, filledElsewhere: Readonly<Record<string, string>> = {}): string[] {
  const problems: string[] = [];
  for (const [namespace, locales] of Object.entries(catalogues)) {
    for (const [locale, tree] of Object.entries(locales)) {
      for (const [key, value] of flatten(tree)) {
        if (typeof value !== 'string' || filledElsewhere[`${namespace}:${key}`]) continue;
        const rest = value.replace(VARIABLE, '');
        if (/\{\{|\}\}/.test(rest)) problems.push(`${locale} ${namespace}:${key}: an unclosed {{ }} in "${value}"`);
        else if (/\{[\p{L}_][\p{L}\d_]*\}/u.test(rest))
          problems.push(`${locale} ${namespace}:${key}: a single-brace {placeholder} i18next never fills, in "${value}"`);
      }
    }
  }
  return problems;
}

/**
 * Checks every t() call and <Trans> of the files against the catalogues of every supported locale:
 * the key exists there as a text (or its plural forms), and every `{{variable}}` of that text in that
 * locale is passed. Template keys (`steps.${step}.title`) must match at least one text per locale,
 * and every text they match must get its variables.
 */
export function checkRawText(files: readonly SourceFile[], catalogues: Catalogues): RawTextReport {
  const unresolved: string[] = [];
  const calls = files.flatMap((file) => callsOf(file, unresolved));
  const flat = new Map<string, Map<string, unknown>>();
  const catalogueOf = (namespace: string, locale: string) => {
    const id = `${namespace}/${locale}`;
    if (!flat.has(id)) flat.set(id, flatten(catalogues[namespace]?.[locale] ?? {}));
    return flat.get(id) as Map<string, unknown>;
  };
  const problems: string[] = [];
  for (const call of calls) {
    const where = `${call.file}:${call.line}`;
    for (const ref of call.refs) {
      const shown = ref.kind === 'exact' ? ref.key : ref.source;
      const [prefix, ...rest] = shown.split(':');
      const namespaces = rest.length > 0 && catalogues[prefix] ? [prefix] : call.namespaces;
      const key = (text: string) => (rest.length > 0 && catalogues[prefix] ? text.slice(prefix.length + 1) : text);
      for (const locale of SUPPORTED_LOCALES) {
        // The texts this reference stands for in this locale, across the file's namespaces.
        const texts: Array<{ key: string; texts: string[] }> = [];
        for (const namespace of namespaces) {
          const catalogue = catalogueOf(namespace, locale);
          if (ref.kind === 'exact') {
            const found = textsOf(catalogue, key(ref.key));
            if (found) texts.push({ key: `${namespace}:${key(ref.key)}`, texts: found });
          } else {
            const pattern = rest.length > 0 && catalogues[prefix] ? new RegExp(ref.pattern.source.replace(`^${prefix}:`, '^')) : ref.pattern;
            const base = (candidate: string) => candidate.replace(new RegExp(`_(${PLURAL_FORMS.join('|')})$`), '');
            const keys = new Set(
              [...catalogue.keys()]
                .filter((candidate) => typeof catalogue.get(candidate) === 'string')
                .map(base)
                .filter((candidate) => pattern.test(candidate)),
            );
            for (const candidate of keys) texts.push({ key: `${namespace}:${candidate}`, texts: textsOf(catalogue, candidate) ?? [] });
          }
        }
        if (texts.length === 0) {
          if (ref.kind === 'exact') {
            const group = namespaces.some((namespace) => typeof catalogueOf(namespace, locale).get(key(ref.key)) === 'object');
            problems.push(`${where} ${locale}: "${shown}" ${group ? 'names a group, not a text: the key shows' : 'is missing: the key shows as text'}`);
          } else if (!call.hasDefault) problems.push(`${where} ${locale}: nothing matches ${shown}: the key shows as text`);
          continue;
        }
        if (!call.values) continue;
        const given = call.values;
        const missing = ({ texts: list }: { texts: string[] }) =>
          list.flatMap((text) => [...text.matchAll(VARIABLE)].map(([, variable]) => variable).filter((variable) => !given.has(variable)));
        // A template key may also match texts its values never produce (`pane.${day}` matches pane.typing):
        // a variable counts as missing there only when every text it can mean needs it.
        const everywhere = ref.kind === 'pattern' ? missing(texts[0]).filter((variable) => texts.every((entry) => missing(entry).includes(variable))) : null;
        for (const entry of texts) {
          for (const text of entry.texts) {
            for (const [, variable] of text.matchAll(VARIABLE)) {
              if (given.has(variable) || (everywhere && !everywhere.includes(variable))) continue;
              problems.push(`${where} ${locale}: ${entry.key} needs {{${variable}}}, not passed: "${text}" shows it raw`);
            }
          }
        }
      }
    }
  }
  return { problems: [...new Set(problems)], checked: calls.length, unresolved };
}
