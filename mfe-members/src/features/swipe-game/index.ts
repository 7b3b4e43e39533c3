export { SwipeGameScreen } from './components/swipe-game-screen';
