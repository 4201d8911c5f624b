import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { basemap } from "./vite/basemap-plugin.ts";
import { devStartup } from "./vite/dev-startup-plugin.ts";

/**
 * Starts every client chunk with V8's explicit compile hint (ADR 0505). V8
 * only reads it at the very top of a file, so this runs after Vite has put
 * its preload map (`__vite__mapDeps`) above a chunk's code.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        for (const file of Object.values(bundle)) if (file.type === "chunk") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
      },
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each client
 * script and stylesheet, for the server to send as they are: smaller than
 * compressing each response on the fly can afford, and no CPU per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${target}.br`, br);
          if (gz.length < source.length) await writeFile(`${target}.gz`, gz);
        }),
      );
    },
  };
}

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Every module `starts` import statically, each with the module it was first reached from; `onModule` sees each one's imports. */
function staticReach(context: ChunkingContext, starts: readonly string[], onModule: (id: string, imported: readonly string[]) => void = () => {}): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>(starts.map((id) => [id, undefined]));
  const queue = [...starts];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = context.getModuleInfo(next);
    if (!info) continue;
    const imported = info.importedIds.filter((id) => !info.dynamicallyImportedIds.includes(id));
    onModule(next, imported);
    for (const id of imported) {
      if (found.has(id)) continue;
      found.set(id, next);
      queue.push(id);
    }
  }
  return found;
}

const fileOf = (id: string) => id.split("?")[0] ?? "";
const isStart = (id: string) => /[\\/]app[\\/](root|entry\.client)\.tsx$/.test(fileOf(id));
const isRoute = (id: string) => /[\\/]app[\\/]routes[\\/]/.test(fileOf(id));
const isAgentRoute = (id: string) => /[\\/]app[\\/]routes[\\/]agent[\\/]/.test(fileOf(id));

/**
 * Every page loads the client entry and the root route with all they import
 * statically, so those modules go out as one chunk ("shell") instead of the
 * ~25 small ones that sharing them with lazy parts gives: the same bytes, far
 * fewer requests, and each request costs a phone main-thread time to start.
 * A barrel (a module re-exporting a whole library) would put all of the
 * library in the shell, so reaching one fails the build.
 */
function shellGroup() {
  const seen: string[] = [];
  let shell: Set<string> | undefined;
  const closure = (context: ChunkingContext) => {
    const found = staticReach(context, seen.filter(isStart), (id, imported) => {
      if (imported.length > 40) throw new Error(`The shell chunk reaches a barrel, ${id}, imported by ${found.get(id)}: import from the module itself`);
    });
    return new Set(found.keys());
  };
  return {
    debugName: "shell",
    test: (id: string) => {
      seen.push(id);
      return true;
    },
    name: (id: string, context: ChunkingContext) => {
      shell ??= closure(context);
      return shell.has(id) ? "shell" : null;
    },
  };
}

/**
 * The modules two or more of the agent's pages share and no visitor's page
 * loads go out as one chunk ("agent"), not a dozen small ones: each route of
 * the route manifest, which every visitor loads (ADR 0509), lists the chunks
 * it imports, and the agent area's forty routes listed theirs one by one
 * (issue 43, item 6). rolldown puts a group's dependencies in it too, so a
 * module joins only when everything it imports is the agent's alone or in
 * the shell: a visitor's page never loads the chunk.
 */
function agentSharedGroup() {
  const routesOf = new Map<string, Set<string> | null>();
  const joins = new Map<string, boolean>();
  let shell: Set<string> | undefined;
  /** The agent's route modules that load `id`, walking up its importers (dynamic ones too); null when a visitor's page, the root or the entry does. */
  const loadedBy = (context: ChunkingContext, id: string): Set<string> | null => {
    const known = routesOf.get(id);
    if (known !== undefined) return known;
    const routes = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    let result: Set<string> | null = routes;
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (isStart(next) || (isRoute(next) && !isAgentRoute(next))) {
        result = null;
        break;
      }
      if (isAgentRoute(next)) {
        routes.add(fileOf(next));
        continue;
      }
      const info = context.getModuleInfo(next);
      const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
      // A module nothing imports is an entry of its own: not the agent's to claim.
      if (importers.length === 0) {
        result = null;
        break;
      }
      for (const importer of importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    routesOf.set(id, result);
    return result;
  };
  const inShell = (context: ChunkingContext, id: string) => {
    shell ??= new Set(staticReach(context, ["app/root.tsx", "app/entry.client.tsx"].map((file) => path.resolve(file))).keys());
    return shell.has(id) || formControlsGroup.test.test(id);
  };
  return {
    debugName: "agent",
    test: (id: string) => !isRoute(id) && !isStart(id),
    name: (id: string, context: ChunkingContext) => {
      let join = joins.get(id);
      if (join === undefined) {
        join = (loadedBy(context, id)?.size ?? 0) > 1 && [...staticReach(context, [id]).keys()].every((dep) => dep === id || inShell(context, dep) || loadedBy(context, dep) !== null);
        joins.set(id, join);
      }
      return join ? "agent" : null;
    },
  };
}

/**
 * The form controls of app/components/ui (Field, Input, NativeSelect, Textarea, Checkbox) go out as
 * one chunk: each page with a form uses several of them, and one request for the set weighs less than
 * a small chunk apiece, whose imports and exports cost more than the code.
 */
const formControlsGroup = {
  name: "form-controls",
  test: /[\\/]app[\\/]components[\\/]ui[\\/](field|input|native-select|textarea|checkbox)\.tsx$/,
};

/**
 * A lazily loaded chunk's preload list without the chunks every page loads
 * first (the shell and Rolldown's runtime): they are in the browser before any
 * code that could import one runs, so naming them in every `__vite__mapDeps`
 * only added bytes to the first load (the search box's loader among them).
 */
const alreadyLoaded = /(^|\/)(shell|rolldown-runtime)-[\w-]+\.js$/;
const withoutFirstLoad = (_file: string, deps: string[]) => deps.filter((dep) => !alreadyLoaded.test(dep));

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), basemap(), devStartup(), compileHints(), precompress()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        modulePreload: { resolveDependencies: withoutFirstLoad },
        rolldownOptions: { output: { codeSplitting: { groups: [shellGroup(), formControlsGroup, agentSharedGroup()] } } },
      },
    },
  },
  ssr: {
    // Native and WASM packages load from node_modules at run time rather than being bundled.
    external: ["sharp", "@electric-sql/pglite", "postgres", "nodemailer"],
    // Libraries of many small files go into the server build: Node resolved and read the package scope of each of
    // ~1,150 modules at every start (2 s of the server's boot; ~330 modules and 0.6 s bundled; ADR 0007, session 15).
    // React and React Router stay external, so the server's request handler and the build share one copy. The dev
    // server loads each module on request and runs CommonJS ones (gray-matter) only from node_modules.
    noExternal: command !== "build" ? [] : ["better-auth", /^@better-auth\//, "better-call", "kysely", "zod", "drizzle-orm", "jose", /^@noble\//, "js-yaml", "gray-matter", "marked", "lucide-react", "@opentelemetry/semantic-conventions"],
  },
}));
