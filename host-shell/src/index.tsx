import { createRoot } from 'react-dom/client';
import { readStyleNonce } from 'shared-ui/style-nonce';
import { Root } from './app/root';

declare let __webpack_nonce__: string | undefined;

// The `<style>` elements webpack's chunks write (Mantine's scroll lock, through get-nonce) carry
// the page's style nonce, as its Content-Security-Policy asks.
__webpack_nonce__ = readStyleNonce();

// Only React and the sign-in page load before the first paint; the portal itself is lazy.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(<Root />);
