/**
 * Fails a build that imports, from a shared singleton served by a module of our own (react-router-dom,
 * served by @northvault/router), a name that module does not export. Webpack cannot check it by
 * itself: a consumed shared module has no known exports, so a missing name would only be `undefined`
 * in the browser, on the page that uses it.
 */
import { WebpackError, type Compiler, type Module, type ModuleGraph } from 'webpack';

const NAME = 'SharedExportsPlugin';

/** One named import of the shared module, and the module that makes it. */
export interface SharedImport {
  name: string;
  importer: string;
}

/** Each import of a name the shared module lacks, as one sentence. */
export function missingSharedExports(
  shareKey: string,
  imports: readonly SharedImport[],
  provided: readonly string[],
): string[] {
  const exported = new Set(provided);
  return imports
    .filter(({ name }) => !exported.has(name))
    .map(
      ({ name, importer }) =>
        `${importer} imports ${name}, which the shared ${shareKey} does not export: add it to that package ` +
        `(and raise its minor version, so a release that needs it waits for a shell that has it).`,
    );
}

interface ConsumeSharedLike {
  options: { shareKey: string };
}

function isConsumeShared(module: Module, shareKey: string): boolean {
  return (
    module.type === 'consume-shared-module' && (module as unknown as ConsumeSharedLike).options.shareKey === shareKey
  );
}

/** The module a consumed shared module falls back to: ours, whose exports are the ones that exist. */
function fallbackModule(module: Module, moduleGraph: ModuleGraph): Module | null {
  const dependency = module.blocks[0]?.dependencies[0] ?? module.dependencies[0];
  return dependency ? moduleGraph.getModule(dependency) : null;
}

function namedImports(
  module: Module,
  moduleGraph: ModuleGraph,
  describe: (importer: Module) => string,
): SharedImport[] {
  return [...moduleGraph.getIncomingConnections(module)].flatMap((connection) => {
    // Harmony import and re-export specifiers carry the imported name first; side-effect imports carry none.
    const ids = (connection.dependency as unknown as { ids?: string[] } | null)?.ids;
    const name = ids?.[0];
    if (!name || !connection.originModule) return [];
    return [{ name, importer: describe(connection.originModule) }];
  });
}

export class SharedExportsPlugin {
  constructor(private readonly shareKey: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // At seal, every module is built and its provided exports are known.
      compilation.hooks.seal.tap(NAME, () => {
        const { moduleGraph } = compilation;
        const describe = (importer: Module) => importer.readableIdentifier(compilation.requestShortener);
        for (const module of compilation.modules) {
          if (!isConsumeShared(module, this.shareKey)) continue;
          const fallback = fallbackModule(module, moduleGraph);
          const provided = fallback ? moduleGraph.getExportsInfo(fallback).getProvidedExports() : null;
          if (!Array.isArray(provided)) continue;
          for (const sentence of missingSharedExports(
            this.shareKey,
            namedImports(module, moduleGraph, describe),
            provided,
          )) {
            compilation.errors.push(new WebpackError(sentence));
          }
        }
      });
    });
  }
}
