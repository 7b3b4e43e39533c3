import css from './member-landing.css';

export { MemberLanding as default } from './member-landing';
export { css };
