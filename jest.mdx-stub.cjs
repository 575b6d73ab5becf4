// MDX pages are compiled by webpack (@mdx-js/loader); in jest each one is this small stand-in.
const { createElement } = require('react');

module.exports = {
  __esModule: true,
  default: function MdxPage() {
    return createElement('p', null, 'Training page content');
  },
};
