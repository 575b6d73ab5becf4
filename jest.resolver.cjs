// The browser tests resolve packages as a browser bundle would (the `browser` export condition),
// but MSW's server and its interceptors run in Node, also under jsdom: `msw/node` exports nothing
// under `browser`. Those two packages, and the modules they load, resolve as Node resolves them.
const MSW_PACKAGE = /^(msw|@mswjs\/[^/]+)(\/|$)/;
const INSIDE_MSW = /[\\/]node_modules[\\/](msw|@mswjs)[\\/]/;

module.exports = (request, options) => {
  const forNode = MSW_PACKAGE.test(request) || INSIDE_MSW.test(options.basedir);
  if (!forNode || !options.conditions) return options.defaultResolver(request, options);
  const conditions = [...options.conditions.filter((condition) => condition !== 'browser'), 'node'];
  return options.defaultResolver(request, { ...options, conditions });
};
