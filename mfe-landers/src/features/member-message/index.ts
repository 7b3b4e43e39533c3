import css from './member-message.css';

export { MemberMessage as default } from './member-message';
export { css };
