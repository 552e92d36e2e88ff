import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment). Without it V8
 * compiles each function on its first call, on the main thread, in the same task that runs the
 * bundle. With it, the whole file is compiled while it streams in, off the main thread.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks whose code nearly all runs on every first load: React's renderer (`framework`) and
 * Gatsby's runtime with i18next (`app`). Compiling them in the same task as their evaluation made it
 * the one long task left after hydration was sliced. Route and on-demand chunks stay lazy.
 */
export const EAGER_CHUNKS = ["framework", "app"];

/** Prepends COMPILE_HINT to the named chunks' files, after minification and before source maps. */
export class CompileHintPlugin {
  constructor(private readonly chunkNames: readonly string[] = EAGER_CHUNKS) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Terser (which would drop the comment) and before the source maps and the content
        // hashes, so both describe the file as served.
        { name: CompileHintPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !this.chunkNames.includes(chunk.name)) continue;
            for (const file of chunk.files) {
              if (file.endsWith(".js")) compilation.updateAsset(file, (old) => new sources.ConcatSource(COMPILE_HINT, old));
            }
          }
        },
      );
    });
  }
}
