import { createRoot } from 'react-dom/client';
import { Root } from './app/root';

// Only React and the sign-in page load before the first paint; the portal itself is lazy.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(<Root />);
