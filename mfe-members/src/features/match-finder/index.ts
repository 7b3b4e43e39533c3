export { MatchFinderScreen } from './components/match-finder-screen';
