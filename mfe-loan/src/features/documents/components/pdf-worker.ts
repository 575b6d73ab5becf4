import { pdfjs } from 'react-pdf';

// pdf.js parses in a worker. webpack emits the worker file as an asset of this remote and
// resolves its URL against this remote's own origin (publicPath 'auto'); pdf.js itself wraps a
// cross-origin worker URL in a same-origin blob module that imports it (the remote's static
// server answers with CORS headers). Imported by the viewer after react-pdf, which sets a
// default of its own when it loads.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export { pdfjs };
