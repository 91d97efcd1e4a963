/** `case-kit/forms`: the case forms panel (generated and uploaded form versions). */
export { FormsPanel } from './components/FormsPanel';
