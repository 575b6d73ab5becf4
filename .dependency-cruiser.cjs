// Import structure of every package's source (`npm run lint:imports`, a step of `npm test`): no
// module may reach itself again through its imports, type-only ones included, so each folder can
// be read, tested and moved on its own. Tests and browser suites are left out: nothing imports them.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: move what both sides need into a module of its own that neither imports back.',
      severity: 'error',
      from: {},
      to: { circular: true },
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
