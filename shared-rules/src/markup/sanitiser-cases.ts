/** One case every sanitiser of stored markup is tested with. */
export interface MarkupSanitiserCase {
  /** What the case shows, as the test names it. */
  name: string;
  /** HTML as an editor might paste it (or a model write it). */
  html: string;
  /**
   * What is left, serialised as a browser serialises a document (`<br>`, not `<br />`): what
   * services store and what the browser renders, alike.
   */
  safe: string;
}

/**
 * The cases services' sanitiser (sanitize-html) and the browser's (rehype-sanitize) are both
 * tested with: whatever either removes or keeps, the other must too, so an article is shown as it
 * was stored and an editor's preview as readers will read it. Only well-formed HTML (tables with
 * their tbody, no block inside a paragraph): the two parsers mend broken markup each in its own way.
 */
export const MARKUP_SANITISER_CASES: readonly MarkupSanitiserCase[] = [
  {
    name: 'a script tag goes with its content',
    html: '<p>Lock <script>alert(1)</script>early.</p><script src="https://evil.example.com/x.js"></script>',
    safe: '<p>Lock early.</p>',
  },
  {
    name: 'an onerror attribute goes, the image stays',
    html: '<img src="https://cdn.example.com/chart.png" alt="Rate chart" onerror="alert(1)">',
    safe: '<img src="https://cdn.example.com/chart.png" alt="Rate chart">',
  },
  {
    name: 'event handlers, styles, classes and ids go from allowed elements',
    html: '<p onclick="steal()" style="color:red" class="x" id="y">Hi</p>',
    safe: '<p>Hi</p>',
  },
  {
    name: 'a javascript: link loses its address, whatever its case or encoding',
    html:
      '<p>Read <a href="javascript:alert(1)">this</a>, <a href="JaVaScRiPt:alert(1)">that</a>, ' +
      '<a href="&#106;avascript:alert(1)">one</a> and <a href=" javascript:alert(1)">two</a>.</p>',
    safe: '<p>Read <a>this</a>, <a>that</a>, <a>one</a> and <a>two</a>.</p>',
  },
  {
    name: 'an unknown tag is unwrapped, its text kept',
    html: '<article><font color="red">Rates</font> <marquee>today</marquee></article>',
    safe: 'Rates today',
  },
  {
    name: 'frames, forms, styles and SVG go with their content',
    html:
      '<iframe src="https://evil.example.com"></iframe><form><p>Password</p><input name="password"><button>Send</button></form>' +
      '<style>p { color: red }</style><svg><script>alert(1)</script><text>x</text></svg><p>After</p>',
    safe: '<p>After</p>',
  },
  {
    name: 'addresses outside the allow-list go: data:, another site without a scheme, a relative page, an insecure image',
    html:
      '<a href="data:text/html,x">data</a> <a href="//evil.example.com">other</a> <a href="page.html">relative</a> ' +
      '<img src="http://cdn.example.com/a.png" alt="insecure">',
    safe: '<a>data</a> <a>other</a> <a>relative</a> <img alt="insecure">',
  },
  {
    name: 'an author’s own target and rel go; a web link opens in a new tab without its opener',
    html: '<a href="/pipeline" target="_top" rel="opener">Pipeline</a> <a href="HTTPS://www.fanniemae.com" target="_self">Fannie Mae</a>',
    safe: '<a href="/pipeline">Pipeline</a> <a href="https://www.fanniemae.com" target="_blank" rel="noopener noreferrer">Fannie Mae</a>',
  },
  {
    name: 'allowed formatting survives',
    html:
      '<h1>Locks</h1><h2>Fees</h2><p>Up to <strong>15</strong> days, <em>not</em> <del>30</del>.<br>Ask your <abbr title="account executive">AE</abbr>.</p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote><pre><code>rate &lt; 7%</code></pre><hr>',
    safe:
      '<h1>Locks</h1><h2>Fees</h2><p>Up to <strong>15</strong> days, <em>not</em> <del>30</del>.<br>Ask your <abbr title="account executive">AE</abbr>.</p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote><pre><code>rate &lt; 7%</code></pre><hr>',
  },
  {
    name: 'links and images that may stay keep their address',
    html:
      '<p><a href="https://www.fanniemae.com/" title="Selling guide">Guide</a>, <a href="/knowledge?tag=urla">URLA</a>, ' +
      '<a href="#fees">fees</a>, <a href="mailto:help@lender.example.com">mail</a></p><img src="/api/public/assets/a1" alt="">',
    safe:
      '<p><a href="https://www.fanniemae.com/" title="Selling guide" target="_blank" rel="noopener noreferrer">Guide</a>, ' +
      '<a href="/knowledge?tag=urla">URLA</a>, <a href="#fees">fees</a>, <a href="mailto:help@lender.example.com">mail</a></p>' +
      '<img src="/api/public/assets/a1" alt="">',
  },
  {
    name: 'table cells keep spans that are numbers and alignments that are keywords',
    html:
      '<table><thead><tr><th scope="col" align="LEFT">Fee</th><th scope="evil">Amount</th></tr></thead>' +
      '<tbody><tr><td colspan="2" rowspan="x" align="middle">$500</td></tr></tbody></table>',
    safe: '<table><thead><tr><th scope="col" align="left">Fee</th><th>Amount</th></tr></thead><tbody><tr><td colspan="2">$500</td></tr></tbody></table>',
  },
  {
    name: 'text that looks like markup stays text, and comments go',
    html: '<p>Fees &amp; charges &lt;script&gt;<!-- internal note --></p>',
    safe: '<p>Fees &amp; charges &lt;script&gt;</p>',
  },
];
