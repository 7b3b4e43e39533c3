export { MailChangeScreen } from './components/mail-change-screen';
