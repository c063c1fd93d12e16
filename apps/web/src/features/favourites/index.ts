/** What other features may use of favourites: the heart, for the recipe page. */
export { FavouriteHeart } from './components/favourite-heart';
