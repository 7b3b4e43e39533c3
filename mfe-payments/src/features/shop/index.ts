export { CreditsScreen } from './components/credits-screen';
export { PremiumScreen } from './components/premium-screen';
