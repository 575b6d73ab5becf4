// Runs several test files inside one jest test file (see jest.groups.cjs): each in a `describe` of
// its own path, so its hooks and tests belong to it alone, and after each one the environment is
// put back as a fresh one has it, so no file sees what the one before it left.
const path = require('node:path');

/** What a fresh jsdom has, read before the first file runs. */
function domAtStart() {
  const html = document.documentElement;
  return {
    href: window.location.href,
    title: document.title,
    head: document.head.innerHTML,
    htmlAttributes: Array.from(html.attributes, (attribute) => [attribute.name, attribute.value]),
    bodyAttributes: Array.from(document.body.attributes, (attribute) => [attribute.name, attribute.value]),
  };
}

function restoreAttributes(element, attributes) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

function restoreDom(start) {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== start.href) window.history.replaceState(null, '', start.href);
  document.title = start.title;
  document.head.innerHTML = start.head;
  document.body.innerHTML = '';
  restoreAttributes(document.documentElement, start.htmlAttributes);
  restoreAttributes(document.body, start.bodyAttributes);
}

/**
 * @param {'dom' | 'node'} kind what the files run in
 * @param {string} rootDir the package, for the files' names
 * @param {string[]} files the test files, absolute
 */
function runGrouped(kind, rootDir, files) {
  // Testing Library cleans the page after each test from a hook it adds when first loaded: loaded
  // here, the hook covers every file of the group, not only the first one to load it.
  if (kind === 'dom') require('@testing-library/react');
  const start = kind === 'dom' ? domAtStart() : null;
  for (const file of files) {
    describe(path.relative(rootDir, file), () => {
      afterAll(() => {
        jest.useRealTimers();
        jest.restoreAllMocks();
        if (start) restoreDom(start);
      });
      // Required here, not imported: its hooks and tests then belong to this describe block.
      require(file);
    });
  }
}

module.exports = { runGrouped };
