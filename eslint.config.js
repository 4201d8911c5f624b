import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const noBarrels = [
  { name: "lucide-react", message: 'Import the icon itself: import House from "lucide-react/icons/house".' },
  // ADR 0512: a link or form that discovers its route on render makes the router fetch routes and re-render the page.
  { name: "react-router", importNames: ["Link", "NavLink", "Form"], message: "Import Link, NavLink and Form from ~/components/ui/link: they don't discover routes on render." },
];
const noComponents = {
  group: ["~/components/*", "**/components/*", "./components/*"],
  message: "Server halves, features and app/lib don't import components: move what both need into the feature's or app/lib's pure code.",
};
const noRoutes = {
  group: ["~/routes/*", "**/routes/*"],
  message: "Only React Router imports route modules: move what others need (types, schemas) into the feature.",
};
const noFeatures = { group: ["~/features/*", "**/features/*"], message: "app/lib is shared by all: it imports no feature." };
// Issue 39: the layers below the features import none of them (ADR 0009, "Issue 39").
const serverNoFeatures = {
  group: ["~/features/*", "**/features/*"],
  message: "app/server imports no feature: the feature registers its part (jobs, health checks, version counters in app/feature-hooks.server.ts, passed by the entry) or the module moves into its feature.",
};
const componentsNoFeatures = {
  group: ["~/features/*", "**/features/*"],
  message: "app/components imports no feature: take the feature's part as a slot (props or children; the chrome's in components/layout/chrome-parts.tsx, passed by root.tsx).",
};
const dataNoFeatures = {
  group: ["~/features/*", "**/features/*"],
  message: "app/db imports no feature: move the type or vocabulary down, into the schema or app/lib.",
};
// The ground floor: the listing model, reads, photos and cards every listing feature builds on.
const listingsOwnOnly = {
  group: ["~/features/*", "!~/features/listings", "**/features/*", "!**/features/listings"],
  message: "features/listings imports no other feature: it is what the others build on. Take another feature's part as a slot or prop (the card's Favorite).",
};
const i18nOnlyLib = {
  group: ["~/features/*", "**/features/*", "~/server/*", "**/server/*", "~/components/*", "**/components/*", "~/db/*", "**/db/*", "~/routes/*", "**/routes/*"],
  message: "app/i18n imports nothing but app/lib: key texts by lib's vocabularies (app/lib/listing-terms.ts).",
};
const i18nLibTypes = {
  group: ["~/lib/*", "**/lib/*"],
  allowTypeImports: true,
  message: "The dictionaries import only lib's types.",
};
const noGetDb = {
  group: ["~/server/db.server", "**/server/db.server", "../db.server", "../../server/db.server"],
  message: "Features take the database as a parameter (db: Database); route modules, the entry's hooks and jobs call getDb().",
};
const noServer = { group: ["~/server/*", "**/server/*", "**/*.server"], message: "app/lib is pure shared code: it imports no server module." };
// Not even a type (issue 58): a component that names a server module's type ties the client to the server's file.
const noServerModules = {
  group: ["**/*.server", "./*.server"],
  message: "Components are client code: they import no *.server module, not even its types. Move what both need into the feature's or app/lib's plain modules (a feature's types.ts).",
};

// The Express entry (server/) runs the app's build; the app never imports it back (issue 58). A relative
// path decides which folder it lands in, so the rule resolves it rather than matching its text.
const entryDir = path.join(import.meta.dirname, "server") + path.sep;
const noEntryImport = {
  meta: { type: "problem", messages: { entry: "The app imports nothing from the Express entry (server/): move what both need below both, into app/lib (the log line's shape is app/lib/log-line.ts)." } },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      if (path.resolve(path.dirname(context.filename), source).startsWith(entryDir)) context.report({ node: node.source, messageId: "entry" });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ["build/", "build-*/", "wt/", ".react-router/", "node_modules/", "data/", "test-results/", "scratch-tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      // Barrels: the build's shell chunk follows imports, and a barrel would pull in all it re-exports.
      "no-restricted-imports": ["error", { paths: noBarrels }],
    },
  },
  // Imports run one way: routes → components → features → lib (docs/ARCHITECTURE.md, ADR 0009).
  // Each block repeats noBarrels because a later block's options replace an earlier one's.
  {
    files: ["app/server/**"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes, serverNoFeatures] }] },
  },
  {
    // The seed's tests check what it generates through the search that reads it.
    files: ["app/server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes] }] },
  },
  {
    // A feature's server half and pure code: never a component, shared or any feature's.
    files: ["app/features/**"],
    ignores: ["app/features/**/*.test.ts", "app/features/*/components/**"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes, noGetDb] }] },
  },
  {
    // A feature's components are UI: features' pure code, ~/components/ui|layout and lib; no route, no *.server module.
    files: ["app/features/*/components/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { paths: noBarrels, patterns: [noRoutes, noServerModules] }],
    },
  },
  {
    files: ["app/features/listings/**"],
    ignores: ["app/features/listings/components/**"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes, noGetDb, listingsOwnOnly] }] },
  },
  {
    files: ["app/features/listings/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes, listingsOwnOnly] }] },
  },
  {
    files: ["app/features/listings/components/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { paths: noBarrels, patterns: [noRoutes, noServerModules, listingsOwnOnly] }],
    },
  },
  {
    files: ["app/db/**"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes, dataNoFeatures] }] },
  },
  {
    files: ["app/i18n/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { paths: noBarrels, patterns: [i18nOnlyLib] }],
    },
  },
  {
    // The dictionaries: texts keyed by lib's vocabularies, no code of lib's (index.ts and plural.ts may use its values).
    files: ["app/i18n/*.en.ts", "app/i18n/*.es.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { paths: noBarrels, patterns: [i18nOnlyLib, i18nLibTypes] }],
    },
  },
  {
    files: ["app/lib/**"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noComponents, noRoutes, noFeatures, noServer] }] },
  },
  {
    files: ["app/components/**"],
    rules: { "no-restricted-imports": ["error", { paths: noBarrels, patterns: [noRoutes, componentsNoFeatures, noServerModules] }] },
  },
  {
    files: ["app/**"],
    plugins: { layers: { rules: { "no-entry-import": noEntryImport } } },
    rules: { "layers/no-entry-import": "error" },
  },
);
