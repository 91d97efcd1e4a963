/** `case-kit/letters`: the case letters panel. */
export { LettersPanel } from './components/LettersPanel';
