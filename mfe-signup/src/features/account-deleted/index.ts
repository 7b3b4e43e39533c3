export { AccountDeletedScreen } from './components/account-deleted-screen';
