// The architecture as a lint rule (README "What is where"): which folder may import which.
// Imports are resolved to repository paths first, so `@/…`, `@atelier/…` and relative imports
// are judged alike and a `../../` cannot slip past a pattern.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** A source import → a path relative to the repository, or null for a package from npm. */
export function resolveImport(fromFile, source) {
  let target;
  if (source.startsWith("@/")) target = path.join(root, "apps/web/src", source.slice(2));
  else if (source.startsWith(".")) target = path.resolve(path.dirname(fromFile), source);
  else if (source.startsWith("@atelier/shared/"))
    target = path.join(root, "packages/shared/src", source.slice("@atelier/shared/".length));
  else if (/^@atelier\/(api|web)(\/|$)/.test(source))
    target = path.join(root, "apps", source.slice("@atelier/".length));
  else if (/^@atelier\/demo(\/|$)/.test(source))
    target = path.join(root, "packages/demo", source.slice("@atelier/demo".length));
  else return null;
  return path
    .relative(root, target)
    .split(path.sep)
    .join("/")
    .replace(/\.(tsx?|js|mjs)$/, "");
}

const webFeature = (p) => /^apps\/web\/src\/features\/([^/]+)(\/|$)/.exec(p)?.[1];
const apiFeature = (p) => /^apps\/api\/src\/features\/([^/]+)(\/|$)/.exec(p)?.[1];

/** Why `from` may not import `to` (both repository paths), or null when it may. */
export function violation(from, to) {
  const [fromWeb, toWeb] = [webFeature(from), webFeature(to)];
  if (
    fromWeb &&
    toWeb &&
    fromWeb !== toWeb &&
    !/^apps\/web\/src\/features\/[^/]+(\/index)?$/.test(to)
  )
    return `features/${fromWeb} may use features/${toWeb} only through its index.ts`;
  if (
    /^apps\/web\/src\/(components|lib)\//.test(from) &&
    /^apps\/web\/src\/(features|app)\//.test(to)
  )
    return "components and lib sit below features and app";
  if (/^apps\/web\/src\/features\//.test(from) && /^apps\/web\/src\/app\//.test(to))
    return "features sit below app: app composes them, not the other way round";
  const [fromApi, toApi] = [apiFeature(from), apiFeature(to)];
  if (fromApi && toApi && fromApi !== toApi && /\.repository$/.test(to))
    return `features/${fromApi} may not use features/${toApi}'s repository: call its service`;
  if (/^apps\/api\/src\/db\//.test(from) && /^apps\/api\/src\/features\//.test(to))
    return "db/ sits below the features";
  if (/^packages\/shared\//.test(from) && /^(apps|packages\/demo)\//.test(to))
    return "packages/shared is the contract: it imports no app";
  return null;
}

const rule = {
  meta: { type: "problem", schema: [], docs: { description: "import direction" } },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join("/");
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const to = resolveImport(context.filename, source);
      const why = to && violation(from, to);
      if (why) context.report({ node: node.source, message: `${source}: ${why}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
