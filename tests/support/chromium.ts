// Chromium as every browser run of the portal launches it (the Playwright suites, the benchmarks):
// Debian's headless shell, which `npm test` installs, with flags that keep it to what the pages need.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A headless window still builds the omnibox's two WebUI popups, each in a renderer of its own,
  // for every context a test opens (about a tenth of a second of CPU each); no test has an omnibox.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // The GPU is off; nor is one emulated with SwiftShader (the portal draws nothing in WebGL).
  '--disable-software-rasterizer',
];

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: FLAGS,
};
