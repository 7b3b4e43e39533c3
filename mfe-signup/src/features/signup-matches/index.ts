export { SignupMatchesScreen } from './components/signup-matches-screen';
