import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preventNumberInputWheel } from './utils/numberInputWheel';
import { reloadOnStaleChunk } from './utils/reloadOnStaleChunk';

preventNumberInputWheel();
reloadOnStaleChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
