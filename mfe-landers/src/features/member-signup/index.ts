import css from './member-signup.css';

export { MemberSignup as default } from './member-signup';
export { css };
