export { LikesScreen } from './components/likes-screen';
export { LikeOfMemberScreen } from './components/like-of-member-screen';
