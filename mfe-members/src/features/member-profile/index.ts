export { MemberProfileScreen } from './components/member-profile-screen';
