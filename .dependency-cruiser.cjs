// Import structure of every package's source (`npm run lint:imports`, a step of `npm test`): no
// module may reach itself again through its imports, type-only ones included, so each folder can
// be read, tested and moved on its own; and services' layers point one way (platform ← features ←
// demo and the composition root). Tests and browser suites are left out: nothing imports them.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: move what both sides need into a module of its own that neither imports back.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-feature',
      comment:
        'services/src/platform serves every feature and imports none: let the feature hand the platform what it needs (an option, a listener, a declaration-merged type).',
      severity: 'error',
      from: { path: '^services/src/platform/' },
      to: { path: '^services/src/(features|demo)/' },
    },
    {
      name: 'feature-through-public-index',
      comment:
        "A feature imports another feature only through its public index (services/src/features/<name>/index.ts): the rest is that feature's own to change.",
      severity: 'error',
      from: { path: '^services/src/features/([^/]+)/' },
      to: {
        path: '^services/src/features/[^/]+/',
        pathNot: ['^services/src/features/$1/', '^services/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'demo-stays-out-of-the-product',
      comment: 'Demo content seeds a demo lender; no feature or platform module may depend on it.',
      severity: 'error',
      from: { path: '^services/src/(platform|features)/' },
      to: { path: '^services/src/demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.test\\.tsx?$|/e2e/)' },
    // Type-only imports count: a type circle is the same knot for a reader as a value one.
    tsPreCompilationDeps: true,
    parser: 'acorn',
    enhancedResolveOptions: {
      conditionNames: ['source', 'import', 'require', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
