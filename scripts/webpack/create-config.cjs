/**
 * The one webpack preset for the shell and every remote (STYLE.md §3): swc-loader, Module
 * Federation (enhanced) with the explicit singleton list, manifest, 120 s chunk time-out.
 * Each package's build calls createRemoteConfig()/createHostConfig(); eight copies cannot drift.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { fullBootPreloadScript } = require('./full-boot-preload.cjs');

const ROOT = path.resolve(__dirname, '../..');
/** SPEC §2.3 / §9: lazy-loaded screen parts time out after 120 s. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Singletons shared between the shell and every remote, listed explicitly (STACK.md). */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // The narrowed router entry (shared/src/router), react-router bundled inside it: see narrowEntryAliases().
  'react-router-dom',
  // The narrowed zod entry (shared/src/zod): see narrowEntryAliases().
  'zod',
  'zustand',
  'styled-components',
  '@tanstack/react-query',
  'shared',
];

function versionOf(pkg, fromDir) {
  try {
    const pj = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
    return JSON.parse(fs.readFileSync(pj, 'utf8')).version;
  } catch {
    return undefined;
  }
}

function sharedConfig(pkgDir) {
  const out = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = versionOf(base, pkgDir);
    out[name] = {
      singleton: true,
      requiredVersion: base === 'shared' ? false : version ? `^${version}` : false,
      ...(version ? { version } : {}),
    };
  }
  // Every `shared/<subpath>` import resolves to the one shared instance too (prefix share), but
  // `shared/ui/pages`: `definePages` holds no state and only a remote's `remote.tsx` imports it, so
  // it is bundled into the exposed module instead of being a shared module of its own, which the
  // federation runtime fetched only once the exposed module was asked for: one round trip before
  // a remote's first page chunk (issue 21 point 4).
  out['shared/'] = {
    singleton: true,
    requiredVersion: false,
    version: versionOf('shared', pkgDir),
    exclude: { request: /^ui\/pages$/ },
  };
  // The case UI kit (docs/case-kit.md, ADR 0009): one instance per page for every remote that
  // depends on it, one shared module per entry (`case-kit/details`, `case-kit/esign`, …) so a page
  // loads only the panels it shows. Only packages that list it provide it (not the shell).
  const caseKit = versionOf('case-kit', pkgDir);
  if (caseKit) out['case-kit/'] = { singleton: true, requiredVersion: false, version: caseKit };
  return out;
}

/** Brotli (quality 11) and gzip (level 9) copies of text assets worth compressing. */
function precompressPlugins() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9, filename: '[path][base].gz' }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
      filename: '[path][base].br',
    }),
  ];
}

/**
 * react-router 7's package exports point every bundler at its development build (warnings and
 * checks included, ~95 KiB more source); production builds take its production build instead
 * (issue 21 point 4). Exact-match aliases, so the router entry (which imports both) follows.
 */
function productionAliases(pkgDir) {
  try {
    const rrDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [pkgDir] }))] }));
    const prod = path.join(rrDir, 'dist', 'production');
    if (!fs.existsSync(path.join(prod, 'index.mjs'))) return {};
    return { 'react-router$': path.join(prod, 'index.mjs'), 'react-router/dom$': path.join(prod, 'dom-export.mjs') };
  } catch {
    return {};
  }
}

/**
 * Libraries every page needs, shared as singletons through a narrow entry in `shared` that
 * re-exports only what the app uses (issue 21 point 4): a shared module keeps all its exports, so
 * sharing the package itself ships all of it. Exact-match aliases: code keeps importing
 * `react-router-dom` and `zod`, the builds resolve those requests to the entries, which import the
 * real packages by requests the aliases do not catch (`react-router`, `react-router/dom`,
 * `zod/v4`). Jest, TypeScript and the API resolve the real packages.
 * - `react-router-dom` → shared/src/router: `react-router` is not shared, so it is bundled inside
 *   the entry and tree-shaken (the data APIs, server rendering, React Server Components and
 *   cookies used to ship).
 * - `zod` → shared/src/zod: one zod on the page instead of one per container (a remote's contract
 *   entries the shell had not loaded ran their own), without the locales and JSON Schema tools.
 */
const NARROW_ENTRIES = {
  'react-router-dom$': path.join(ROOT, 'shared/src/router/index.ts'),
  'zod$': path.join(ROOT, 'shared/src/zod/index.ts'),
};
function narrowEntryAliases() {
  return { ...NARROW_ENTRIES };
}

function baseConfig({ pkgDir, mode, publicPath, outDir }) {
  const isProd = mode === 'production';
  return {
    mode,
    context: pkgDir,
    entry: { main: './src/index.ts' },
    // Production maps on demand (SOURCE_MAPS=1): they double the build time on 2 cores.
    devtool: isProd ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'cheap-module-source-map', // no eval: the api's CSP forbids it
    // Production builds are always cold: a cached build once shipped a shared react-router-dom
    // missing its re-exports (blank app). Watch builds keep the cache.
    cache: isProd ? false : {
      type: 'filesystem',
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack'),
      name: `${path.basename(pkgDir)}-${mode}`,
      buildDependencies: { config: [__filename] },
    },
    output: {
      path: outDir ?? path.join(pkgDir, 'dist'),
      // Hashed runtime file names break the MF runtime: hash only chunk names (STACK.md).
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      publicPath,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
      uniqueName: path.basename(pkgDir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: { ...narrowEntryAliases(), ...(isProd ? productionAliases(pkgDir) : {}) } },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin(),
      // Production files are also written pre-compressed (.br and .gz) so the api serves them
      // without compressing on each request (api/src/platform/web picks by Accept-Encoding).
      ...(isProd ? precompressPlugins() : []),
      new (require('webpack').DefinePlugin)({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // Identifies a build of a remote (shown in its region), e.g. a git sha from CI.
        'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? 'local'),
      }),
    ],
    performance: { hints: false },
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: isProd ? 'deterministic' : 'named',
      // No separate vendor chunk per library: a shared module's library code stays in the chunk of
      // that shared module (react-router with the router entry, axios with the API client): one
      // request instead of two, ~1 KiB of response headers each (issue 21 point 4). Code that several
      // chunks use still goes to a common chunk (the default group).
      splitChunks: { cacheGroups: { defaultVendors: false } },
      // Terser (issue 21 point 4): it drops the unused functions inside a scope-hoisted module, which
      // esbuild's transform minifier keeps: the tree-shaken react-router came out at 48 KiB brotli
      // with esbuild and 28 with terser, zod 31 → 25, main.js 30 → 27. It costs build time (about
      // twice esbuild's CPU). No syntax lowering either
      // (esbuild's es2020 helpers once collided between chunks, issue 20; swc's 1.16 minifier broke
      // styled-components).
      minimizer: [new TerserPlugin({ minify: TerserPlugin.terserMinify, terserOptions: { ecma: 2020, compress: { passes: 1 } }, parallel: 2, extractComments: false })],
    },
  };
}

/**
 * The federation runtime built for browsers only (`ENV_TARGET = "web"`): its Node.js script loader
 * (vm, fetch-and-evaluate, ~8 KiB of source) is dropped from the shell's `main.js` and from every
 * `remoteEntry.js` (issue 21 point 4). Nothing here runs in Node.js.
 */
const WEB_ONLY = { target: 'web' };

/** A remote: exposes `./remote` (named export `remote`, typed by RemoteModule from `shared`). */
function createRemoteConfig({ pkgDir, mode = 'production', devPort, outDir }) {
  const pkgName = require(path.join(pkgDir, 'package.json')).name;
  const config = baseConfig({ pkgDir, mode, publicPath: 'auto', outDir });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: pkgName.replace(/-/g, '_'),
      filename: 'remoteEntry.js',
      exposes: { './remote': './src/remote.tsx' },
      shared: sharedConfig(pkgDir),
      manifest: true,
      dts: false,
      shareStrategy: 'loaded-first',
      // The federation runtime comes from the shell, not from every remote's entry.
      experiments: { externalRuntime: true, optimization: WEB_ONLY },
    }),
    // Stand-alone dev frame (bootstrap.tsx) for `pnpm dev`; harmless in production.
    new HtmlWebpackPlugin({ title: `${pkgName} (dev frame)`, templateContent: devHtml(pkgName) }),
  );
  if (devPort) config.devServer = devServer(devPort, pkgDir);
  return config;
}

/**
 * One copy of the federation runtime in the shell's main.js (issue 21 point 4). The plugin that
 * hands the runtime to the remotes (`provideExternalRuntime`) is imported by the generated
 * federation entry through its CommonJS file, which requires the CommonJS build of runtime-core,
 * sdk and error-codes, while the bundler runtime imports their ES builds: main.js carried both
 * (~150 KiB of source). Taking the plugin's ES build makes both use the same modules, so the
 * runtime the remotes receive is the very instance the shell runs.
 */
function oneFederationRuntime() {
  const webpack = require('webpack');
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
    (resource) => {
      const esm = resource.request.replace(/index\.cjs$/, 'index.js');
      if (fs.existsSync(esm)) resource.request = esm;
    },
  );
}

/**
 * What every first visit runs before it can paint: the shared singletons the boot chunk uses, and
 * the libraries of the API client and the contract. Their chunks are only requested once main.js
 * has run and the federation runtime has resolved the boot chunk's shared modules.
 */
const BOOT_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components', 'zod'];
const SHARED_SRC = /[\\/]shared[\\/]src[\\/]/;
const BOOT_VENDOR = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:zod|axios)[\\/]/;
/** The ones the shell's light sign-in boot does not run (shell/src/features/auth/light). */
const FULL_BOOT_ONLY = ['react-router', 'react-router-dom', 'zod'];

/**
 * `<link rel="preload" as="script">` in index.html for those chunks (issue 21 point 4), so the
 * browser fetches them in parallel with main.js instead of two round trips later. Nothing runs
 * early: webpack executes them when the federation runtime asks for them, from the cache. The
 * shared ones are the shell's provided copies (the ones a first visit loads, the shell being the
 * first container); the library ones are chunks holding zod or axios whose other code is
 * library code or a `shared` entry around it (the API client's chunk carries axios).
 * The light sign-in boot of a signed-out /login runs neither react-router nor zod nor axios: those
 * preloads are added by a small script (`boot-preload.<hash>.js`, full-boot-preload.cjs) that
 * skips them on that visit; the rest stay plain `<link>` tags.
 */
class PreloadBootLibrariesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootLibrariesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootLibrariesPlugin', (data) => {
        const { chunkGraph } = compilation;
        const chunks = new Set();
        const fullOnly = new Set();
        for (const m of compilation.modules) {
          const key = m.type === 'provide-module' ? (m.options?.shareKey ?? m._name) : null;
          if (!BOOT_SHARED.includes(key)) continue;
          const into = FULL_BOOT_ONLY.includes(key) ? fullOnly : chunks;
          for (const block of m.blocks) for (const c of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) into.add(c);
        }
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          const mods = [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((m) => [m, ...(m.modules ?? [])]);
          const files = mods.map((x) => x.resource).filter((r) => typeof r === 'string');
          if (files.length && files.every((r) => r.includes('node_modules') || SHARED_SRC.test(r)) && files.some((r) => BOOT_VENDOR.test(r)))
            fullOnly.add(chunk);
        }
        for (const c of chunks) fullOnly.delete(c);
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        const jsOf = (set) => [...set].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))).sort();
        for (const file of jsOf(chunks))
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            meta: { plugin: 'PreloadBootLibrariesPlugin' },
          });
        const full = jsOf(fullOnly).map((f) => `${publicPath}${f}`);
        if (full.length) {
          const source = fullBootPreloadScript(full);
          const name = `boot-preload.${require('node:crypto').createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
          compilation.emitAsset(name, new compilation.compiler.webpack.sources.RawSource(source));
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            attributes: { src: `${publicPath}${name}`, async: true },
            meta: { plugin: 'PreloadBootLibrariesPlugin' },
          });
        }
        return data;
      });
    });
  }
}

/** The shell: registers remotes at run time from /remotes.json (no remote listed at build time). */
function createHostConfig({ pkgDir, mode = 'production', devPort, apiOrigin, outDir }) {
  const config = baseConfig({ pkgDir, mode, publicPath: '/', outDir });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedConfig(pkgDir),
      dts: false,
      shareStrategy: 'loaded-first',
      experiments: { provideExternalRuntime: true, optimization: WEB_ONLY },
    }),
    new HtmlWebpackPlugin({ template: path.join(pkgDir, 'src/index.html'), favicon: path.join(pkgDir, 'public/favicon.svg') }),
    oneFederationRuntime(),
    new PreloadBootLibrariesPlugin(),
  );
  if (devPort) {
    config.devServer = devServer(devPort, pkgDir);
    config.devServer.historyApiFallback = true;
    config.devServer.proxy = [
      { context: ['/api', '/socket.io', '/remotes.json', '/files', '/healthz'], target: apiOrigin, ws: true },
    ];
  }
  return config;
}

function devServer(port, pkgDir) {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: { directory: path.join(pkgDir, 'public'), watch: false },
    allowedHosts: 'all',
  };
}

function devHtml(name) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head><body><div id="root"></div></body></html>`;
}

module.exports = { createRemoteConfig, createHostConfig, SINGLETONS, CHUNK_LOAD_TIMEOUT_MS, ROOT };
