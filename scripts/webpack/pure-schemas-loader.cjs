// Marks contracts' schema constructions as pure for the bundler, so that each app's bundle keeps only the
// schemas it uses.
//
// contracts builds its schemas at the top of its modules (`export const PlanSchema = z.object({ ... })`),
// and every app bundles contracts. A call may do anything as far as a minifier knows, so a schema no app
// code used stayed in the bundle all the same: the shell's first load carried the guide's, the devices'
// and the payments' schemas. Building a zod schema has no effect outside the object it returns, so this
// loader writes `/* @__PURE__ */` before every call made through contracts' zod module (`import * as z from
// './zod'`), including chains such as `z.number().check(...)` and calls nested in another's arguments.
// webpack then drops the construction of a schema no code reaches, with what it alone referred to.
//
// It reads the module with TypeScript's parser, so nothing in a string or a comment is touched, and
// leaves every other call and every other module as it is.
const ts = require('typescript');

/** The names a module gives contracts' zod module (`import * as z from './zod'`). */
function zodNamespaces(file) {
  const names = new Set();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== './zod' || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
  }
  return names;
}

/** What a chain of calls and property reads starts from: `z` in `z.number().check(...)`. */
function rootOf(expression) {
  let node = expression;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) node = node.expression;
  return node;
}

/**
 * `source` with `/* @__PURE__ *\/` before each call through the zod namespace; unchanged when the module
 * does not import it.
 *
 * @param {string} source
 * @param {string} fileName
 */
function markPureSchemas(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const namespaces = zodNamespaces(file);
  if (namespaces.size === 0) return source;
  // A chain's calls start where the chain does: one mark there covers the outermost, which is the call.
  const starts = new Set();
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const root = rootOf(node.expression);
      if (ts.isIdentifier(root) && namespaces.has(root.text)) starts.add(node.getStart(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let marked = source;
  for (const start of [...starts].sort((a, b) => b - a)) {
    marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
  }
  return marked;
}

/** @this {{ resourcePath: string }} */
function pureSchemasLoader(source) {
  return markPureSchemas(source, this.resourcePath);
}

module.exports = pureSchemasLoader;
module.exports.markPureSchemas = markPureSchemas;
