import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { WIDGET_CONTRACT_VERSIONS, WIDGETS } from './widgets';

// A widget's props are its contract with every area that mounts it (ADR 0017 §3). The release gate compares
// contract versions, not types, so a props change must come with a new WIDGET_CONTRACT_VERSIONS number. This
// test fingerprints each widget's props interface, and every type of widgets.ts it uses, without comments or
// formatting, and keeps the fingerprint each contract version was released with.
//
// When it fails:
// - "props changed": bump the widget's number in WIDGET_CONTRACT_VERSIONS (consumers and provider are then
//   released in the order docs/releasing.md gives), and record the new fingerprint below under the new number;
// - "record": you bumped the number; add the printed fingerprint under it.
const RECORDED: Record<string, Record<number, string>> = {
  'mfe-signup/SignupModal': { 1: '0f1643f60aa75864' },
  'mfe-members/MatchModal': { 1: 'cf40f561ecf6dbf7' },
  'mfe-members/LikeModal': { 1: '13c206d12d2df510' },
  'mfe-chat/GiftPicker': { 1: '96fa250198542112' },
  'mfe-payments/TimeBonusModal': { 1: '668f7ecf8ebba304' },
  'mfe-payments/WelcomeDiscountBanner': { 1: '5c84e9828babcbde' },
};

const file = join(__dirname, 'widgets.ts');
const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const declarations = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
source.forEachChild((node) => {
  if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) declarations.set(node.name.text, node);
});
const printer = ts.createPrinter({ removeComments: true });

/** The props type of a widget, as WidgetCatalogue names it. */
function propsTypeName(remote: string, widget: string): string {
  const catalogue = declarations.get('WidgetCatalogue') as ts.InterfaceDeclaration;
  const remoteMember = catalogue.members.find(
    (member) => member.name && ts.isStringLiteral(member.name) && member.name.text === remote,
  ) as ts.PropertySignature;
  const widgets = remoteMember.type as ts.TypeLiteralNode;
  const widgetMember = widgets.members.find((member) => member.name && ts.isIdentifier(member.name) && member.name.text === widget) as ts.PropertySignature;
  return ((widgetMember.type as ts.TypeReferenceNode).typeName as ts.Identifier).text;
}

/** The printed declarations of a type and every type of this file it refers to, without comments. */
function contractText(typeName: string, seen = new Set<string>()): string {
  if (seen.has(typeName)) return '';
  seen.add(typeName);
  const declaration = declarations.get(typeName);
  if (!declaration) return '';
  const used: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) used.push(node.typeName.text);
    node.forEachChild(visit);
  };
  visit(declaration);
  return [printer.printNode(ts.EmitHint.Unspecified, declaration, source), ...used.map((name) => contractText(name, seen))].join('\n');
}

const fingerprint = (remote: string, widget: string) =>
  createHash('sha256')
    .update(contractText(propsTypeName(remote, widget)))
    .digest('hex')
    .slice(0, 16);

const widgets = Object.entries(WIDGETS).flatMap(([remote, names]) => names.map((widget) => [remote, widget] as const));

describe('widget contract versions', () => {
  it('has a version for every widget, and a record for every widget', () => {
    for (const [remote, widget] of widgets) {
      expect({ widget: `${remote}/${widget}`, version: (WIDGET_CONTRACT_VERSIONS as Record<string, Record<string, number>>)[remote][widget] }).toEqual({
        widget: `${remote}/${widget}`,
        version: expect.any(Number),
      });
    }
    expect(Object.keys(RECORDED).sort()).toEqual(widgets.map(([remote, widget]) => `${remote}/${widget}`).sort());
  });

  it.each(widgets)('%s/%s: the props match the fingerprint recorded for its contract version', (remote, widget) => {
    const version = (WIDGET_CONTRACT_VERSIONS as Record<string, Record<string, number>>)[remote][widget];
    const recorded = RECORDED[`${remote}/${widget}`]?.[version];
    const now = fingerprint(remote, widget);
    if (recorded === undefined) throw new Error(`${remote}/${widget}: record contract ${version}'s fingerprint '${now}' in widgets.spec.ts`);
    if (recorded !== now) {
      throw new Error(
        `${remote}/${widget}: its props (${propsTypeName(remote, widget)}) changed but WIDGET_CONTRACT_VERSIONS still says ${version}. Bump it to ${Math.max(...Object.keys(RECORDED[`${remote}/${widget}`]).map(Number)) + 1} and record '${now}' under it in widgets.spec.ts.`,
      );
    }
  });
});
