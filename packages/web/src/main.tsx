// First: what the oldest supported browsers lack must exist before any other module runs.
import './app/polyfills';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/tokens.css';
import './styles/base.css';

// No #root: public/browser-check.js found this browser too old and shows its message instead.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
