import { createRoot } from 'react-dom/client';
import { startFullApp } from './startFullApp';

const el = document.getElementById('root');
if (el) startFullApp(createRoot(el));
