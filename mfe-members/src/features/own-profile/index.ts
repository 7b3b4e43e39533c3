export { OwnProfileScreen } from './components/own-profile-screen';
