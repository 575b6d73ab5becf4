import { pdfjs } from 'react-pdf';

// pdf.js parses in a worker. `shared-ui/pdf` is not a federation singleton: each remote that
// draws PDFs bundles this module, so its webpack emits the worker file as an asset of that remote
// and resolves its URL against the remote's own origin (publicPath 'auto'). pdf.js itself wraps a
// cross-origin worker URL in a same-origin blob module that imports it (the remotes' static
// servers answer with CORS headers). Imported by the view after react-pdf, which sets a default
// of its own when it loads.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
